/**
 * How long a person would take for each step, in seconds at DEMO_SHOPPER_SPEED=1. Each pause varies
 * by ±30 % so that the demo does not tick like a metronome.
 */
export const STEP_SECONDS = {
  accept: 8,
  arriveAtShop: 20,
  startShopping: 12,
  revise: 18,
  finalShopping: 15,
  uploadBill: 10,
  startDelivery: 8,
  locationTick: 4,
  deliver: 5,
  /** While waiting for the customer: look at the order again this often even without an event. */
  recheck: 30,
} as const;

export type Step = keyof typeof STEP_SECONDS;

export class Stopped extends Error {
  constructor() {
    super('demo shopper stopped');
  }
}

/** Resolves after the step's pause scaled by `speed`; rejects with Stopped when `signal` aborts. */
export function pause(step: Step, speed: number, signal: AbortSignal, random = Math.random): Promise<void> {
  const jitter = 0.7 + random() * 0.6;
  const ms = (STEP_SECONDS[step] * 1000 * jitter) / speed;
  return sleep(ms, signal);
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stopped());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Stopped());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
