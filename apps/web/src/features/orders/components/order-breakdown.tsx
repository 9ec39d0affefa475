import { type Order, unpricedItems } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { orderBreakdown } from '../lib/format-order';

export function OrderBreakdown({
  order,
}: {
  order: Pick<Order, 'orderValue' | 'revisedOrderValue' | 'total'> & Partial<Pick<Order, 'items'>>;
}) {
  const t = useOrdersT(); // and re-renders the rows when the language changes
  const taxes = (order.revisedOrderValue ?? order.orderValue).taxes;
  // Issue 29: named items count once the shopper has priced them (in the revision) and the customer approved.
  const unpriced = unpricedItems(order.items ?? []).filter((item) => item.revisedPrice === null).length;
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
      {unpriced > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-900">
          {t('orders.excludesUnpriced', { count: unpriced })}
        </p>
      ) : null}
      {taxes === 0 ? <p className="mt-1 text-xs text-stone-600">{t('orders.inclusiveOfTaxes')}</p> : null}
    </>
  );
}
