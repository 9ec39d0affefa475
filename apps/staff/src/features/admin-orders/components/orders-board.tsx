import { ORDER_STATUSES, type Order, statusLabel } from '@jhola/domain';
import { EmptyState, ErrorState, LoadingState, useFormat, useNow } from '@jhola/ui';
import { Link } from 'react-router';
import { UnreadBadge } from '../../../components/unread-badge';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { waitedFor } from '../../../lib/format';
import { useActiveOrders } from '../api/active-orders';
import { useAdminOrdersLive } from '../api/use-admin-live';
import { useAdminOrdersT } from '../i18n';
import { isCodeLocked } from '../lib/code-lock';
import { BillNeedsCustomer } from './bill-needs-customer';

function groupByStatus(orders: Order[]) {
  return ORDER_STATUSES.map((status) => ({
    status,
    orders: orders.filter((o) => o.status === status),
  })).filter((group) => group.orders.length > 0);
}

/** Every unfinished order, grouped by status in the order of the path, updating live. */
export function OrdersBoard() {
  const t = useAdminOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const orders = useActiveOrders();
  const now = useNow(30_000);
  useAdminOrdersLive();
  if (orders.isPending) return <LoadingState label={t('staffAdminOrders.loadingOrders')} />;
  if (orders.isError)
    return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <EmptyState title={t('staffAdminOrders.noneInProgress')} />;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
      {groupByStatus(orders.data).map((group) => (
        <section
          key={group.status}
          aria-labelledby={`group-${group.status}`}
          className="rounded-xl bg-white p-3 shadow-sm"
        >
          <h2 id={`group-${group.status}`} className="font-semibold">
            {t('staffAdminOrders.group', {
              status: tDomain(statusLabel(group.status)),
              count: group.orders.length,
            })}
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {group.orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="flex min-h-11 flex-col rounded-lg border border-stone-200 px-3 py-2 hover:bg-stone-50"
                >
                  <span className="flex justify-between gap-2 font-medium">
                    <span className="break-words">#{order.orderNumber}</span>
                    <span>{f.money(order.total)}</span>
                  </span>
                  <span className="text-sm text-stone-700 break-words">
                    {order.shopId.name} · {waitedFor(order.createdAt)}
                  </span>
                  <span>
                    <UnreadBadge count={order.unreadMessages} />
                  </span>
                  {/* Who does each step, named separately (issue 30): the shopper and the delivery person. */}
                  <span className="text-sm text-stone-700 break-words">
                    {order.personalShopperId
                      ? t('staffAdminOrders.shopper', { name: order.personalShopperId.name })
                      : t('staffAdminOrders.shopperNone')}
                    {order.deliveryPerson
                      ? ` · ${t('staffAdminOrders.delivery', { name: order.deliveryPerson.name })}`
                      : ''}
                  </span>
                  {isCodeLocked(order, now) ? (
                    <span className="text-sm font-semibold text-red-800">
                      {t('staffAdminOrders.codeLocked')}
                    </span>
                  ) : null}
                  <BillNeedsCustomer order={order} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
