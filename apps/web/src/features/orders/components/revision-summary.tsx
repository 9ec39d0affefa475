import {
  type Order,
  type OrderValue,
  removedItemsValue,
  revisedItemCount,
  revisionDifference,
} from '@jhola/domain';
import { formatINR } from '../../../lib/format';

/** The revision's figures: original and revised totals, what was removed, the difference. */
export function RevisionInfo({
  order,
  items,
  revised,
}: {
  order: Order;
  items: Order['items'];
  revised: OrderValue;
}) {
  const originalTotal = order.orderValue.total;
  const difference = revisionDifference(originalTotal, revised.total);
  // Issue 13: what the shopper could not get is not a saving; it is said as it is.
  const removed = removedItemsValue(items);
  return (
    <section aria-labelledby="revision-info" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="revision-info" className="font-bold">
        Order information
      </h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">Order number</dt>
        <dd className="break-all">{order.orderNumber || order._id}</dd>
        <dt className="text-stone-600">Shopper</dt>
        <dd>{order.personalShopperId?.name || 'Assigned'}</dd>
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
  );
}

/** The revised order summary: item count, delivery fee, taxes, total. */
export function RevisionSummary({ items, revised }: { items: Order['items']; revised: OrderValue }) {
  return (
    <section aria-labelledby="revision-summary" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="revision-summary" className="font-bold">
        Order summary
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>Items</dt>
          <dd>{revisedItemCount(items)}</dd>
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
  );
}
