import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `seconds` while `active`, then calls `onDone` once. */
export function useCountdown(seconds: number, active: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  // The latest callback, so a new closure on each render does not restart the timer.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) {
      setLeft(seconds);
      return;
    }
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(tick);
    }, 250);
    const finish = setTimeout(() => done.current(), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, [active, seconds]);
  return left;
}
