import {
  awaitsBillApproval,
  canCustomerCancel,
  canReachRider,
  isCancelled,
  isDelivered,
  isOutForDelivery,
  isTerminalStatus,
  type Order,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { customerConversation } from '../../../lib/conversation';
import { useOrder } from '../api/get-order';
import { useOrdersT } from '../i18n';
import { formatAddress, formatOrderDate } from '../lib/format-order';
import { CancelOrderButton } from './cancel-order-button';
import { ContactPeople } from './contact-people';
import { FlashMessage } from './flash-message';
import { LastSeenNote } from './last-seen-note';
import { OnlinePayment } from './online-payment';
import { OrderAgainButton } from './order-again-button';
import { OrderBillSection } from './order-bill-section';
import { OrderBreakdown } from './order-breakdown';
import { OrderConversation } from './order-conversation';
import { OrderItemsSection } from './order-items-section';
import { OrderTimeline } from './order-timeline';
import { OrderTracker } from './order-tracker';
import { FoldedPanel, Panel } from './panel';
import { PaidAtTheDoor, PayAtTheDoor } from './pay-at-the-door';
import { PickProgress } from './pick-progress';
import { PinnedAction } from './pinned-action';
import { TipCard } from './tip-card';
import { WhereIsMyOrder } from './where-is-my-order';

/**
 * The order page as a tracker (issue 13): what is happening and when it arrives at the top, the one
 * thing to do right under it, then the details; cancel is a quiet link at the foot. Issue 47: the items
 * are listed once (folded while the shopper's ticks list them) and the timeline is one line that opens.
 */
export function OrderDetailsPage({
  orderId,
  afterItems,
}: {
  orderId: string;
  /** What the route puts under the items (issue 44: the order's problems). */
  afterItems?: (order: Order) => ReactNode;
}) {
  const query = useOrder(orderId);
  // Asked together with the order (and, on landing, before the code arrived: app/landing-screens.ts): the
  // page waits for both, so the conversation does not arrive later and push the panels under it down;
  // not past a first failure, nor while offline (the conversation then shows its own state).
  const messages = customerConversation.useMessages(orderId);
  const messagesComing =
    messages.isPending && messages.fetchStatus === 'fetching' && messages.failureCount === 0;
  const t = useOrdersT();
  const f = useFormat();
  // The loading state is as tall as the screen, as the order is: the footer never jumps when it arrives.
  if (query.isPending || (query.isSuccess && messagesComing))
    return (
      <div className="min-h-dvh">
        <LoadingState label={t('orders.loadingOrder')} />
      </div>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="px-4 py-8">
        <ErrorState
          message={notFound ? t('orders.notFound') : t('orders.loadFailed')}
          action={
            <Link to="/orders" className="font-semibold underline">
              {t('orders.viewMyOrders')}
            </Link>
          }
        />
      </div>
    );
  }
  const order = query.data;
  const canCancel = canCustomerCancel(order.status);
  const finished = isTerminalStatus(order.status);
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <LastSeenNote updatedAt={query.dataUpdatedAt} />
      <OrderTracker
        order={order}
        pinned={
          <>
            <FlashMessage moment={order.status} />
            <PinnedAction order={order} />
          </>
        }
      />
      {isOutForDelivery(order.status) ? <WhereIsMyOrder order={order} /> : null}
      <PayAtTheDoor order={order} />
      {finished ? (
        <div className="flex flex-wrap gap-2">
          <OrderAgainButton order={order} />
        </div>
      ) : null}
      <PickProgress order={order} />
      <OrderConversation
        orderId={order._id}
        riderName={canReachRider(order) ? order.deliveryPerson?.name : undefined}
      />
      {isDelivered(order.status) ? null : <ContactPeople order={order} />}

      <OrderItemsSection order={order} />
      {afterItems?.(order)}
      <Panel title={t('orders.details.payment')}>
        <OrderBreakdown order={order} />
        {order.creditUsed ? (
          <p className="mt-2 font-semibold">
            {t('orders.details.creditUsed', { amount: f.money(order.creditUsed) })}
          </p>
        ) : null}
        {order.payment ? <PaidAtTheDoor payment={order.payment} /> : null}
        <OnlinePayment order={order} />
        <p className="mt-2 text-sm text-stone-700">
          {order.payment || order.paymentMethod === 'online'
            ? null
            : order.paymentStatus === 'paid'
              ? t('orders.details.paid')
              : isCancelled(order.status)
                ? t('orders.details.cashNothingDue')
                : t('orders.details.cashPayOnArrival')}
        </p>
      </Panel>
      {awaitsBillApproval(order.status) ? null : <OrderBillSection order={order} />}
      <TipCard order={order} />
      <Panel title={t('orders.deliveryAddress')}>
        <p className="break-words">{formatAddress(order.deliveryAddress)}</p>
        {order.deliveryAddress.instructions ? (
          <p className="mt-1 text-sm text-stone-600">
            {t('orders.details.instructions', { instructions: order.deliveryAddress.instructions })}
          </p>
        ) : null}
      </Panel>
      <FoldedPanel
        testId="order-timeline"
        title={t('orders.details.timeline')}
        summary={t('orders.details.placed', { date: formatOrderDate(order.createdAt) })}
      >
        <OrderTimeline timeline={order.timeline} />
      </FoldedPanel>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to="/orders"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold"
        >
          {t('orders.viewAllOrders')}
        </Link>
        <CancelOrderButton orderId={order._id} canCancel={canCancel} />
      </div>
    </section>
  );
}
