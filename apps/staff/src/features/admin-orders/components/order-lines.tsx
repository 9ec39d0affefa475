import {
  isUnavailable,
  isUnpriced,
  type Order,
  type OrderItem,
  originalQuantity,
  replacementLineTotal,
  revisedLineTotal,
  revisedQuantity,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useAdminOrdersT } from '../i18n';

const row = 'flex flex-wrap justify-between gap-x-2';

/**
 * The order's lines as the customer is charged (issue 47): a not-available item with what was ordered and,
 * under it, the product brought instead with its amount; then the amounts, so the lines add up to the total.
 * Every amount comes from the domain's revision arithmetic, the same the server totals with.
 */
export function OrderLines({ order }: { order: Order }) {
  const t = useAdminOrdersT();
  const f = useFormat();
  const value = order.revisedOrderValue ?? order.orderValue;
  return (
    <>
      <ul aria-label={t('staffAdminOrders.items')} className="divide-y divide-stone-200 text-sm">
        {order.items.map((item) => (
          <ItemLine key={item.itemId ?? item.productId} item={item} />
        ))}
      </ul>
      <ul aria-label={t('staffAdminOrders.amounts')} className="flex flex-col gap-0.5 text-sm">
        <Amount label={t('staffAdminOrders.itemsAmount')} amount={f.money(value.subtotal)} />
        <Amount label={t('staffAdminOrders.deliveryFee')} amount={f.money(value.deliveryFee)} />
        {value.taxes > 0 ? (
          <Amount label={t('staffAdminOrders.taxes')} amount={f.money(value.taxes)} />
        ) : null}
        <Amount label={t('staffAdminOrders.totalLabel')} amount={f.money(value.total)} strong />
      </ul>
    </>
  );
}

function Amount({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <li className={`${row} ${strong ? 'font-bold' : ''}`}>
      <span>{label}</span>
      <span>{amount}</span>
    </li>
  );
}

function ItemLine({ item }: { item: OrderItem }) {
  const t = useAdminOrdersT();
  const f = useFormat();
  if (isUnavailable(item)) {
    const brought = item.replacedWith;
    return (
      <li aria-label={item.name} className="py-1">
        <p className={row}>
          <span>
            {t('staffAdminOrders.itemNotAvailable', {
              name: item.name,
              quantity: originalQuantity(item),
              unit: item.unit,
            })}
          </span>
          {brought ? null : <span>{f.money(0)}</span>}
        </p>
        {brought ? (
          <p className={`${row} pl-3`}>
            <span className={brought.refused ? 'text-stone-600' : 'font-medium'}>
              {t(brought.refused ? 'staffAdminOrders.replacementRefused' : 'staffAdminOrders.replacedBy', {
                name: brought.name,
                quantity: brought.quantity,
                unit: brought.unit,
              })}
            </span>
            <span>{f.money(replacementLineTotal(item))}</span>
          </p>
        ) : null}
      </li>
    );
  }
  return (
    <li aria-label={item.name} className={`${row} py-1`}>
      <span>
        {t('staffAdminOrders.itemLine', {
          name: item.name,
          quantity: revisedQuantity(item),
          unit: item.unit,
        })}
      </span>
      <span>
        {isUnpriced(item) && item.revisedPrice === null
          ? t('staffAdminOrders.toBePriced')
          : f.money(revisedLineTotal(item))}
      </span>
    </li>
  );
}
