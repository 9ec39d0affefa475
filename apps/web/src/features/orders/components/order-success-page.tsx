import { useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { readLastOrder } from '../../../lib/last-order-storage';
import { useOrder } from '../api/get-order';
import { useOrdersT } from '../i18n';
import { currentTotal, displayOrderNumber, formatOrderDate, formatTime } from '../lib/format-order';
import { SLOT, withSlot } from '../lib/slot';
import { WhatsNext } from './whats-next';

/** PRODUCT.md §9: the success page promises delivery 45 minutes from now. */
const ESTIMATED_DELIVERY_MS = 45 * 60_000;

/**
 * PRODUCT.md §2 Payment success page, made honest: the product takes cash on delivery only, so "Paid" appears
 * only for an order the server reports as paid (docs/decisions/0009-orders-honest-payment-success.md).
 * A card-payment session_id is not trusted and not looked up; the order comes from ?orderId,
 * the navigation state, or the order this browser placed last.
 */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const stateOrderId = (state as { orderId?: string } | null)?.orderId;
  const orderId = params.get('orderId') || stateOrderId || readLastOrder()?.orderId || '';
  const query = useOrder(orderId);
  const [now] = useState(() => new Date());
  const t = useOrdersT();
  const f = useFormat();

  if (!orderId) {
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
        <ErrorState message={t('orders.noOrderInfo')} />
        <Link to="/" className="font-semibold underline">
          {t('orders.continueShopping')}
        </Link>
      </section>
    );
  }
  if (query.isPending) return <LoadingState label={t('orders.loadingOrder')} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
        <ErrorState message={notFound ? t('orders.notFound') : t('orders.loadFailed')} />
        <Link to="/orders" className="font-semibold underline">
          {t('orders.viewMyOrders')}
        </Link>
      </section>
    );
  }
  const order = query.data;
  const paid = order.paymentStatus === 'paid';
  const eta = new Date(now.getTime() + ESTIMATED_DELIVERY_MS);
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-center text-2xl font-bold">{t('orders.success.title')}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-4">
        <dt className="text-stone-600">{t('orders.orderNumberLabel')}</dt>
        <dd className="font-semibold">{displayOrderNumber(order)}</dd>
        <dt className="text-stone-600">{t('orders.total')}</dt>
        <dd className="font-semibold">{f.money(currentTotal(order))}</dd>
        <dt className="text-stone-600">{t('orders.success.date')}</dt>
        <dd>{formatOrderDate(order.createdAt)}</dd>
        <dt className="text-stone-600">{t('orders.success.estimatedDelivery')}</dt>
        <dd>{formatTime(eta)}</dd>
        <dt className="text-stone-600">{t('orders.success.paymentStatus')}</dt>
        <dd data-testid="payment-status">
          {paid ? t('orders.paid') : t('orders.success.cashDue', { amount: f.money(currentTotal(order)) })}
        </dd>
      </dl>
      <WhatsNext />
      <p className="text-sm text-stone-700">
        {withSlot(
          t('orders.success.questions', { link: SLOT }),
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            {t('orders.success.contactSupport')}
          </Link>,
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={`/orders/${order._id}`}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
        >
          {t('orders.success.track')}
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 px-4 font-semibold"
        >
          {t('orders.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
