import { secondsLeft } from '@jhola/domain';
import { useEffect, useState } from 'react';

/** Seconds left until `deadline`, ticking every second while there is one; null when nothing is awaited. */
export function useCountdown(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
