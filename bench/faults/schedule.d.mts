export type PlannedFault = { name: string; atMs: number; lastsMs: number };
export type FaultAction = { start: () => Promise<void> | void; stop?: () => Promise<void> | void };
export const FAULTS: readonly { name: string; lastsMs: number }[];
export function planFaults(options?: {
  warmupMs?: number;
  gapMs?: number;
  tailMs?: number;
  limitMs?: number;
  lastsMs?: Record<string, number>;
}): PlannedFault[];
export function runFaults(
  plan: PlannedFault[],
  actions: Record<string, FaultAction>,
  io: {
    record: (entry: { type: 'fault'; name: string; start: number; end: number }) => void;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<void>;
