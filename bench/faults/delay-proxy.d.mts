export function startDelayProxy(options: {
  target: { host: string; port: number };
  port?: number;
  host?: string;
  later?: (send: () => void, ms: number) => void;
}): Promise<{
  port: number;
  setDelay: (ms: number) => void;
  connections: () => number;
  close: () => Promise<void>;
}>;
