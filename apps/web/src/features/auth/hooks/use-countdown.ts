import { useEffect, useState } from 'react';

/** Counts whole seconds down from `seconds` while `active`, then calls `onDone` once. */
export function useCountdown(seconds: number, active: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!active) {
      setLeft(seconds);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    const done = setTimeout(onDone, seconds * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(done);
    };
    // onDone is read once per activation on purpose: a new closure each render must not restart the timer.
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  }, [active, seconds]);
  return left;
}
