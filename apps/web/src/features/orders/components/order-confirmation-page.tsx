import { statusLabel } from '@jhola/domain';
import { useFormat, useNow } from '@jhola/ui';
import { Link, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { readLastOrder } from '../../../lib/last-order-storage';
import { useOrder } from '../api/get-order';
import { useOrdersT } from '../i18n';
import { etaText, orderEta, slotText } from '../lib/eta-text';
import { currentTotal, displayOrderNumber, formatAddress } from '../lib/format-order';
import { OrderItemLines } from './order-item-lines';
import { IfNoAnswerNote } from './replacement-preference';
import { WhatsNext } from './whats-next';

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold';

function Actions() {
  const t = useOrdersT();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Link to="/orders" className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
        {t('orders.viewMyOrders')}
      </Link>
      <Link to="/" className={`${linkClass} border border-stone-300 hover:bg-stone-100`}>
        {t('orders.continueShopping')}
      </Link>
    </div>
  );
}

/** /order-confirmation/{orderId}; without an id, the order this browser placed last. */
export function OrderConfirmationPage({ orderId: fromPath }: { orderId?: string }) {
  const { state } = useLocation();
  const t = useOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const orderId = fromPath || readLastOrder()?.orderId || '';
  const query = useOrder(orderId);
  const now = useNow(60_000);
  const orderNumber = (state as { orderNumber?: string } | null)?.orderNumber;

  if (!orderId) {
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
        <ErrorState message={t('orders.noOrderInfo')} />
        <Actions />
      </section>
    );
  }
  if (query.isPending)
    return (
      <LoadingState
        label={
          orderNumber ? t('orders.loadingOrderNumber', { number: orderNumber }) : t('orders.loadingOrder')
        }
      />
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
        <ErrorState message={notFound ? t('orders.notFound') : t('orders.loadFailed')} />
        <Actions />
      </section>
    );
  }
  const order = query.data;
  // Issue 47: the promise the order was placed with, said where the customer reads it first.
  const eta = etaText(orderEta(order, now));
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <header className="text-center">
        <p
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl"
          aria-hidden="true"
        >
          ✓
        </p>
        <h1 className="mt-2 text-2xl font-bold">{t('orders.confirmation.title')}</h1>
        <p className="text-stone-700">{t('orders.confirmation.thanks')}</p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-4">
        <dt className="text-stone-600">{t('orders.orderNumberLabel')}</dt>
        <dd className="font-semibold" data-testid="order-number">
          {displayOrderNumber(order)}
        </dd>
        <dt className="text-stone-600">{t('orders.confirmation.status')}</dt>
        <dd>{tDomain(statusLabel(order.status))}</dd>
        {eta || order.slot ? (
          <>
            <dt className="text-stone-600">{t('orders.confirmation.delivery')}</dt>
            <dd className="font-semibold" data-testid="confirmation-eta">
              {eta ?? slotText(order.slot!)}
            </dd>
          </>
        ) : null}
        <dt className="text-stone-600">{t('orders.total')}</dt>
        <dd className="font-semibold">{f.money(currentTotal(order))}</dd>
        <dt className="text-stone-600">{t('orders.confirmation.payment')}</dt>
        <dd>{order.paymentStatus === 'paid' ? t('orders.paid') : t('orders.confirmation.cashDue')}</dd>
        <dt className="text-stone-600">{t('orders.deliveryAddress')}</dt>
        <dd className="break-words">{formatAddress(order.deliveryAddress)}</dd>
      </dl>
      <section
        aria-labelledby="confirmation-items"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="confirmation-items" className="mb-2 font-bold">
          {t('orders.confirmation.itemsFrom', { shop: order.shopId?.name ?? '' })}
        </h2>
        <OrderItemLines order={order} withPreferences />
        <IfNoAnswerNote ifNoAnswer={order.ifNoAnswer} minutes={order.responseMinutes} />
      </section>
      <WhatsNext />
      <Actions />
    </section>
  );
}
