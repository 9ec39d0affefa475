import { statusLabel } from '@jhola/domain';
import { EmptyState, ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useShopOrders } from '../api/shop-orders';
import { useMyShopT } from '../i18n';

const PICKS = {
  found: 'staffMyShop.pickFound',
  not_available: 'staffMyShop.pickMissing',
  changed: 'staffMyShop.pickChanged',
  replaced: 'staffMyShop.pickReplaced',
} as const;

/** Incoming and in-progress orders, each with its items and what the shopper has found, for the counter. */
export function ShopOrdersList({ shopId }: { shopId: string }) {
  const t = useMyShopT();
  const tDomain = useDomainT();
  const f = useFormat();
  const orders = useShopOrders(shopId);
  if (orders.isPending) return <LoadingState label={t('staffMyShop.loadingOrders')} />;
  if (orders.isError) return <ErrorState message={errorMessage(orders.error)} />;
  if (orders.data.length === 0) return <EmptyState title={t('staffMyShop.noOrders')} />;
  return (
    <ul className="flex flex-col gap-2">
      {orders.data.map((order) => (
        <li key={order._id} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm">
          <p className="font-semibold">
            {order.orderNumber} · {statusLabel(order.status, tDomain)}
          </p>
          <p className="text-sm text-stone-700">
            {t('staffMyShop.orderLine', {
              time: f.time(order.placedAt),
              shopper: order.shopperName ?? t('staffMyShop.noShopperYet'),
              total: f.money(order.total),
            })}
          </p>
          <ul className="text-sm">
            {order.items.map((item) => (
              <li key={item._id} className="break-words">
                {t('staffMyShop.itemLine', { quantity: item.quantity, name: item.name })}
                {item.pick && item.pick in PICKS ? ` · ${t(PICKS[item.pick as keyof typeof PICKS])}` : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
