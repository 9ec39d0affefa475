import { useFormat } from '@jhola/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/states';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrdersT } from '../i18n';
import { currentTotal, displayOrderNumber } from '../lib/format-order';
import { activeOrders, recentlyCancelledOrders } from '../lib/orders-to-show';
import { cancelReasonText } from '../lib/reason-text';
import { InquiryEntry } from './inquiry-entry';
import { StatusBadge } from './status-badge';

/** Home's active orders: the 3 newest that are neither delivered nor cancelled. Hidden when there are none. */
export function ActiveOrdersWidget() {
  const orders = useCustomerOrders();
  const t = useOrdersT();
  const f = useFormat();
  // Most customers have no active order, so a visible loading box would only appear and vanish,
  // pushing the shop list down and back (layout shift). Screen readers still hear that it loads.
  if (orders.isPending)
    return (
      <p role="status" className="sr-only">
        {t('orders.widget.loading')}
      </p>
    );
  if (orders.isError) {
    return (
      <Frame>
        <ErrorState
          message={t('orders.widget.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void orders.refetch()}>
              {t('orders.tryAgain')}
            </Button>
          }
        />
      </Frame>
    );
  }
  const active = activeOrders(orders.data);
  const cancelled = recentlyCancelledOrders(orders.data, Date.now());
  if (active.length === 0 && cancelled.length === 0) return null;
  return (
    <Frame>
      {active.length > 0 ? (
        <section
          aria-labelledby="active-orders"
          className="rounded-xl border border-brand-100 bg-brand-50 p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="active-orders" className="text-lg font-bold">
              {t('orders.widget.title')}
            </h2>
            <Link
              to="/orders"
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline"
            >
              {t('orders.viewAllOrders')}
            </Link>
          </div>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {active.map((order) => (
              <li key={order._id} className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link to={`/orders/${order._id}`} className="font-semibold text-brand-800 underline">
                    {t('orders.orderNumber', { number: displayOrderNumber(order) })}
                  </Link>
                  <StatusBadge status={order.status} />
                </div>
                <p className="text-sm text-stone-700">
                  {order.shopId?.name} · {f.money(currentTotal(order))}
                </p>
                {order.unreadMessages ? (
                  <p className="text-sm font-semibold text-brand-800" data-testid="unread-messages">
                    {t('orders.card.unreadMessages', { count: order.unreadMessages })}
                  </p>
                ) : null}
                <InquiryEntry order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Issue 31: a cancelled order leaves "Your active orders"; for a day it is said apart, with why. */}
      {cancelled.length > 0 ? (
        <ul
          className={`space-y-2 ${active.length > 0 ? 'mt-3' : ''}`}
          aria-label={t('orders.widget.recentlyCancelled')}
        >
          {cancelled.map((order) => (
            <li key={order._id} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
              <Link to={`/orders/${order._id}`} className="font-semibold text-red-900 underline">
                {t('orders.widget.wasCancelled', { number: displayOrderNumber(order) })}
              </Link>
              <p className="break-words text-red-900">
                {t('orders.reason', { reason: cancelReasonText(order) })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 pt-4">{children}</div>;
}
