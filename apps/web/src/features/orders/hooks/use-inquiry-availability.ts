import { INQUIRY_RECHECK_MS, type InquiryAvailability, inquiryAvailability } from '@jhola/domain';
import { useEffect, useRef, useState } from 'react';

type InquiryOrder = Parameters<typeof inquiryAvailability>[0];

/**
 * PRODUCT.md §4: rechecked every 30 s. `onBecameAvailable` fires once, when an order that was waiting while this
 * screen watched it becomes available (not for an order that already was).
 */
export function useInquiryAvailability(
  order: InquiryOrder,
  onBecameAvailable?: () => void,
): InquiryAvailability {
  const [now, setNow] = useState(() => Date.now());
  const state = inquiryAvailability(order, now);
  const availableAt = Date.parse(order.createdAt) + state.waitMinutes * 60_000;
  useEffect(() => {
    if (!state.offered || state.available) return;
    const tick = () => setNow(Date.now());
    const interval = setInterval(tick, INQUIRY_RECHECK_MS);
    // Also wake exactly when the wait ends, so the button does not lag up to 30 s behind.
    const untilAvailable = availableAt - Date.now();
    const timeout = Number.isFinite(untilAvailable)
      ? setTimeout(tick, Math.max(0, untilAvailable) + 50)
      : undefined;
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
    };
  }, [state.offered, state.available, availableAt]);

  const wasWaiting = useRef(!state.available);
  const notify = useRef(onBecameAvailable);
  notify.current = onBecameAvailable;
  useEffect(() => {
    if (state.available && wasWaiting.current) {
      wasWaiting.current = false;
      notify.current?.();
    }
  }, [state.available]);
  return state;
}
