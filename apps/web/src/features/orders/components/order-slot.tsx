import { isTerminalStatus, type Order } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { slotText } from '../lib/eta-text';

/** Issue 45: the delivery hour booked at checkout, in India's time, until the order ends: its ETA. */
export function OrderSlot({ order }: { order: Order }) {
  // Read so the line follows the language on screen (slotText formats in the current one).
  useFormat();
  if (!order.slot || isTerminalStatus(order.status)) return null;
  return (
    <p className="mt-1 font-semibold text-stone-900" data-testid="order-slot">
      {slotText(order.slot)}
    </p>
  );
}
