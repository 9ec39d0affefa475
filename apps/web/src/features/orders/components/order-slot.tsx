import { isTerminalStatus, type Order } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useOrdersT } from '../i18n';
import { formatTime } from '../lib/format-order';

/** Issue 45: the delivery hour booked at checkout, in India's time, until the order ends. */
export function OrderSlot({ order }: { order: Order }) {
  const t = useOrdersT();
  const f = useFormat();
  if (!order.slot || isTerminalStatus(order.status)) return null;
  const day = f.date(order.slot.start, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <p className="mt-1 font-semibold text-stone-900" data-testid="order-slot">
      {t('orders.slot', { day, from: formatTime(order.slot.start), to: formatTime(order.slot.end) })}
    </p>
  );
}
