import { checkTransition, needsRevisionReview } from '@jhola/domain';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { useOrder } from '../api/get-order';
import { displayOrderNumber, formatAddress, formatOrderDate } from '../lib/format-order';
import { CancelOrderButton } from './cancel-order-button';
import { DeliveryTracker } from './delivery-tracker';
import { FlashMessage } from './flash-message';
import { InquiryEntry } from './inquiry-entry';
import { OrderBillSection } from './order-bill-section';
import { OrderBreakdown } from './order-breakdown';
import { OrderItemsSection } from './order-items-section';
import { OrderTimeline } from './order-timeline';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';

export function OrderDetailsPage({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  if (query.isPending) return <LoadingState label="Loading order..." />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="px-4 py-8">
        <ErrorState
          message={notFound ? 'Order not found' : 'Failed to load order details'}
          action={
            <Link to="/orders" className="font-semibold underline">
              View My Orders
            </Link>
          }
        />
      </div>
    );
  }
  const order = query.data;
  const canCancel = checkTransition('cancel', order.status, 'customer').ok;
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">Order #{displayOrderNumber(order)}</h1>
          <p className="text-sm text-stone-600">
            {order.shopId?.name} · placed {formatOrderDate(order.createdAt)}
          </p>
        </div>
        <p aria-live="polite" data-testid="order-status">
          <span className="sr-only">Status: </span>
          <StatusBadge status={order.status} />
        </p>
      </header>
      <FlashMessage />

      {needsRevisionReview(order.status) ? (
        <p className="rounded-lg border border-orange-200 bg-orange-50 px-4 py-3">
          Your shopper changed your order.{' '}
          <Link to={`/revised-order/${order._id}`} className="font-semibold underline">
            Review Changes
          </Link>
        </p>
      ) : null}

      {order.status === 'out_for_delivery' && order.deliveryOTP ? (
        <Panel title="Delivery code">
          <p>Give this code to your delivery partner when your order arrives:</p>
          <p className="mt-2 font-mono text-4xl font-bold tracking-[0.4em]" data-testid="delivery-code">
            {order.deliveryOTP}
          </p>
        </Panel>
      ) : null}

      {order.deliveryBoyLocation && order.status !== 'delivered' && order.status !== 'cancelled' ? (
        <Panel title="Where is my order?">
          <DeliveryTracker
            destination={order.deliveryAddress.coordinates}
            location={order.deliveryBoyLocation}
          />
        </Panel>
      ) : null}

      <Panel title="Your shopper">
        {order.personalShopperId ? (
          <p>
            {order.personalShopperId.name}
            {order.estimatedDeliveryTime ? (
              <span className="block text-sm text-stone-600">
                Estimated delivery: {formatOrderDate(order.estimatedDeliveryTime)}
              </span>
            ) : null}
          </p>
        ) : (
          <p>We are finding a personal shopper for your order.</p>
        )}
        <div className="mt-3">
          <InquiryEntry order={order} />
        </div>
      </Panel>

      <OrderItemsSection order={order} />
      <Panel title="Payment">
        <OrderBreakdown order={order} />
        <p className="mt-2 text-sm text-stone-700">
          {order.paymentStatus === 'paid' ? 'Paid.' : 'Cash on delivery: pay when your order arrives.'}
        </p>
      </Panel>
      <OrderBillSection order={order} />
      <Panel title="Delivery address">
        <p className="break-words">{formatAddress(order.deliveryAddress)}</p>
        {order.deliveryAddress.instructions ? (
          <p className="mt-1 text-sm text-stone-600">Instructions: {order.deliveryAddress.instructions}</p>
        ) : null}
      </Panel>
      <Panel title="Timeline">
        <OrderTimeline timeline={order.timeline} />
      </Panel>

      <div className="flex flex-wrap gap-2">
        <Link
          to="/orders"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold"
        >
          View All Orders
        </Link>
        <CancelOrderButton orderId={order._id} canCancel={canCancel} />
      </div>
    </section>
  );
}
