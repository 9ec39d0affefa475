import { statusLabel } from '@jhola/domain';
import { Link } from 'react-router';
import { UnreadBadge } from '../../../components/unread-badge';
import { useDomainT } from '../../../lib/domain-text';
import { useUnreadInLists } from '../../../lib/order-messages';
import { staffKeys } from '../../../lib/staff-keys';
import { useMyOrders } from '../api/my-orders';
import { useShopperT } from '../i18n';

/** The orders this person is working on, one tap away (after a reload or a lost tab). */
export function ActiveWorkLink() {
  const t = useShopperT();
  const tDomain = useDomainT();
  const active = useMyOrders('active', 1, 10);
  useUnreadInLists(staffKeys.myOrders());
  const orders = active.data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="active-work" className="rounded-xl border border-brand-600 bg-brand-50 p-3">
      <h2 id="active-work" className="font-semibold text-brand-800">
        {t('staffShopper.inProgress')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order._id}>
            <Link
              to={`/orders/${order._id}`}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              <span>
                #{order.orderNumber} · {order.shopId.name}
              </span>
              <span className="text-sm text-stone-700">{tDomain(statusLabel(order.status))}</span>
              <UnreadBadge count={order.unreadMessages} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
