import type { Order } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { orderBreakdown } from '../lib/format-order';

export function OrderBreakdown({
  order,
}: {
  order: Pick<Order, 'orderValue' | 'revisedOrderValue' | 'total'>;
}) {
  const t = useOrdersT(); // and re-renders the rows when the language changes
  const taxes = (order.revisedOrderValue ?? order.orderValue).taxes;
  return (
    <>
      <dl className="space-y-1 text-sm">
        {orderBreakdown(order).map((row) => (
          <div
            key={row.label}
            className={`flex justify-between gap-4 ${row.total ? 'border-t border-stone-200 pt-1 font-bold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
      {taxes === 0 ? <p className="mt-1 text-xs text-stone-600">{t('orders.inclusiveOfTaxes')}</p> : null}
    </>
  );
}
