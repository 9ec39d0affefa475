import {
  needsRevisionReview,
  removedItemsValue,
  revisedItemCount,
  revisionDifference,
  statusLabel,
} from '@jhola/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { formatINR } from '../../../lib/format';
import { useApproveRevision } from '../api/approve-revision';
import { REVISION_CANCEL_REASON, useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { CANCEL_CONFIRMATION } from '../lib/cancel-confirmation';
import { RevisedItemCard } from './revised-item-card';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

export function RevisedOrderPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const approve = useApproveRevision(orderId);
  const cancel = useCancelOrder(orderId);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  if (order.isPending) return <LoadingState label="Loading revised order..." />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="px-4 py-8">
        <ErrorState
          message={notFound ? 'Order not found' : order.error.message}
          action={<Link to="/orders">View All Orders</Link>}
        />
      </div>
    );
  }
  const data = order.data;
  const originalTotal = data.orderValue.total;
  const revised = data.revisedOrderValue ?? data.orderValue;
  const difference = revisionDifference(originalTotal, revised.total);
  // Issue 13: what the shopper could not get is not a saving; it is said as it is.
  const removed = removedItemsValue(data.items);
  const awaitingReview = needsRevisionReview(data.status);
  const busy = approve.isPending || cancel.isPending;

  const onApprove = () => {
    setError(null);
    approve.mutate(undefined, {
      onSuccess: () =>
        navigate(`/orders/${orderId}`, {
          state: { message: 'Revised order approved! Your shopper will proceed with final shopping.' },
        }),
      onError: (e) => setError(failure(e, 'Failed to approve order changes')),
    });
  };
  const onCancel = () => {
    if (!window.confirm(CANCEL_CONFIRMATION)) return;
    setError(null);
    cancel.mutate(REVISION_CANCEL_REASON, {
      onSuccess: () => navigate('/orders', { state: { message: 'Order cancelled successfully.' } }),
      onError: (e) => setError(failure(e, 'Failed to cancel order')),
    });
  };

  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <header className="rounded-xl border border-orange-200 bg-orange-50 p-4">
        <h1 className="text-2xl font-bold">Order Revised by Shopper</h1>
        <p className="mt-1 text-stone-700">
          Your shopper checked what is available in the shop and made some adjustments to your order. Please
          review the changes below and approve them or cancel the order.
        </p>
      </header>

      <section aria-labelledby="revision-info" className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="revision-info" className="font-bold">
          Order information
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Order number</dt>
          <dd className="break-all">{data.orderNumber || data._id}</dd>
          <dt className="text-stone-600">Shopper</dt>
          <dd>{data.personalShopperId?.name || 'Assigned'}</dd>
          <dt className="text-stone-600">Original total</dt>
          <dd>{formatINR(originalTotal)}</dd>
          <dt className="text-stone-600">Revised total</dt>
          <dd className="font-semibold">{formatINR(revised.total)}</dd>
        </dl>
        {removed > 0 ? (
          <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 font-semibold">
            Removed items: {formatINR(removed)}
          </p>
        ) : null}
        {difference.kind === 'none' ? null : (
          <p
            className={`mt-3 rounded-lg px-3 py-2 font-semibold ${difference.kind === 'save' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
          >
            {difference.label} {formatINR(difference.amount)}
          </p>
        )}
      </section>

      <section aria-labelledby="revision-items" className="space-y-3">
        <h2 id="revision-items" className="font-bold">
          Items
        </h2>
        <ul className="space-y-3">
          {data.items.map((item) => (
            <li key={item.productId}>
              <RevisedItemCard item={item} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="revision-summary" className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="revision-summary" className="font-bold">
          Order summary
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Items</dt>
            <dd>{revisedItemCount(data.items)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Delivery fee</dt>
            <dd>{formatINR(revised.deliveryFee)}</dd>
          </div>
          {revised.taxes > 0 ? (
            <div className="flex justify-between">
              <dt>Taxes</dt>
              <dd>{formatINR(revised.taxes)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-stone-200 pt-1 font-bold">
            <dt>Total amount</dt>
            <dd>{formatINR(revised.total)}</dd>
          </div>
        </dl>
      </section>

      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      {awaitingReview ? null : (
        <p role="status" className="rounded-lg bg-stone-100 px-4 py-3">
          This revision is no longer waiting for your review. The order is now: {statusLabel(data.status)}.
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/orders"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 px-4 py-2 font-semibold"
        >
          View All Orders
        </Link>
        {awaitingReview ? (
          <>
            <Button
              variant="danger"
              busy={cancel.isPending}
              busyLabel="Cancelling..."
              disabled={busy}
              onClick={onCancel}
            >
              Cancel Order
            </Button>
            <Button busy={approve.isPending} busyLabel="Processing..." disabled={busy} onClick={onApprove}>
              Approve Changes
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
