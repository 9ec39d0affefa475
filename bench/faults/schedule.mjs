// The faults bench's schedule (issue 48): each fault once, a minute apart, the whole run within ten
// minutes. A fault is a start and (for the lasting ones) a stop; its window is written to the history, so
// the checker knows when errors may happen (decision 0067).

/**
 * @typedef {{ name: string; atMs: number; lastsMs: number }} PlannedFault
 * @typedef {{ start: () => Promise<void> | void; stop?: () => Promise<void> | void }} FaultAction
 */

/** Seconds from the run's start; kill and restarts last until the service answers again (measured). */
export const FAULTS = /** @type {const} */ ([
  { name: 'kill-9-one-process', lastsMs: 0 },
  { name: 'redis-restart', lastsMs: 0 },
  { name: 'postgres-restart', lastsMs: 0 },
  { name: 'webhook-stall-60s', lastsMs: 60_000 },
  { name: 'database-delay-5s', lastsMs: 30_000 },
]);

/**
 * The plan: the evening warms up for `warmupMs`, then one fault a `gapMs` apart, then a calm `tailMs` in
 * which errors must stop. Throws when the plan would outrun `limitMs`. `lastsMs` shortens lasting faults
 * (a shorter try of the bench, faults 20 s apart).
 * @param {{ warmupMs?: number; gapMs?: number; tailMs?: number; limitMs?: number;
 *   lastsMs?: Record<string, number> }} [options]
 * @returns {PlannedFault[]}
 */
export function planFaults({
  warmupMs = 60_000,
  gapMs = 60_000,
  tailMs = 90_000,
  limitMs = 10 * 60_000,
  lastsMs = {},
} = {}) {
  const plan = FAULTS.map((f, i) => ({
    name: f.name,
    atMs: warmupMs + i * gapMs,
    lastsMs: lastsMs[f.name] ?? f.lastsMs,
  }));
  const last = plan.at(-1);
  const end = last ? Math.max(last.atMs + last.lastsMs, last.atMs) + tailMs : warmupMs;
  if (end > limitMs) throw new Error(`the fault plan takes ${end} ms, over the ${limitMs} ms limit`);
  if (plan.some((f, i) => i > 0 && f.atMs < (plan[i - 1]?.atMs ?? 0) + (plan[i - 1]?.lastsMs ?? 0)))
    throw new Error('two faults overlap: the checker could not tell which one an error belongs to');
  return plan;
}

/**
 * Runs the plan: at each fault's time, its action's start; after `lastsMs`, its stop; then writes the
 * window { type: 'fault', name, start, end } (end: when the stop, or a restart, returned).
 * @param {PlannedFault[]} plan
 * @param {Record<string, FaultAction>} actions one per fault name
 * @param {{ record: (entry: { type: 'fault'; name: string; start: number; end: number }) => void;
 *   now?: () => number; sleep?: (ms: number) => Promise<void> }} io
 */
export async function runFaults(plan, actions, { record, now = Date.now, sleep = defaultSleep }) {
  const began = now();
  for (const fault of plan) {
    const action = actions[fault.name];
    if (!action) throw new Error(`no action for fault ${fault.name}`);
    await sleep(Math.max(0, began + fault.atMs - now()));
    const start = now();
    await action.start();
    if (fault.lastsMs > 0) await sleep(Math.max(0, start + fault.lastsMs - now()));
    await action.stop?.();
    record({ type: 'fault', name: fault.name, start, end: now() });
  }
}

/** @param {number} ms */
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
