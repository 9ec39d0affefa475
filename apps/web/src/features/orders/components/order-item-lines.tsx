import type { Order } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { orderItemLines } from '../lib/format-order';
import { ReplacementPreference } from './replacement-preference';

/** The item lines; `withPreferences` adds each item's "If not available" choice (PRODUCT.md §12). */
export function OrderItemLines({
  order,
  withPreferences = false,
}: {
  order: Pick<Order, '_id' | 'items' | 'total'>;
  withPreferences?: boolean;
}) {
  const t = useOrdersT();
  return (
    <ul className="space-y-1 text-sm" aria-label={t('orders.items')}>
      {orderItemLines(order).map((line, index) => (
        <li key={line.key}>
          <div className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{line.label}</span>
            <span className="shrink-0">{line.amount}</span>
          </div>
          {withPreferences ? <ReplacementPreference choice={order.items[index]?.replacement} /> : null}
        </li>
      ))}
    </ul>
  );
}
