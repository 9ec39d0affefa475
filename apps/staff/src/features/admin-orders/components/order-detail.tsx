import { isTerminalStatus, revisedPrice, revisedQuantity, statusLabel } from '@jhola/domain';
import { ErrorState, LoadingState } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { addressLine, formatINR, formatTime } from '../../../lib/format';
import { useAdminOrder } from '../api/admin-order';
import { useAdminOrdersLive } from '../api/use-admin-live';
import { AdminCancel } from './admin-cancel';
import { Timeline } from './timeline';

/** One order as the customer and the shopper see it, its timeline, and cancel with a reason. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  useAdminOrdersLive();
  if (order.isPending) return <LoadingState label="Loading the order..." />;
  if (order.isError)
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  const { order: o, customer, deliveryPerson, inquiries = [] } = order.data;
  const a = o.deliveryAddress;
  return (
    <article className="grid grid-cols-1 gap-3 lg:grid-cols-2 [&>*]:min-w-0">
      <section className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <h1 className="text-xl font-bold break-words">Order #{o.orderNumber}</h1>
        <p role="status" className="font-semibold text-brand-800">
          {statusLabel(o.status)}
        </p>
        {o.cancellationReason ? (
          <p>
            Cancelled ({o.cancelledBy}): {o.cancellationReason}
          </p>
        ) : null}
        <p>Shop: {o.shopId.name}</p>
        <p>Shopper: {o.personalShopperId?.name ?? 'none yet'}</p>
        {deliveryPerson ? <p>Delivery: {deliveryPerson.name}</p> : null}
        <p className="break-words">
          Customer: {customer ? `${customer.name} (${customer.email}) · ` : ''}
          {a.contactName} {a.contactPhone} · {addressLine(a)}
        </p>
        {inquiries.length > 0 ? (
          <p>Inquiries: {inquiries.map((i) => `${i.method} at ${formatTime(i.createdAt)}`).join(', ')}</p>
        ) : null}
        <p className="font-bold">Total: {formatINR(o.revisedOrderValue?.total ?? o.total)}</p>
        {o.bill ? (
          <a
            className="font-semibold text-brand-800 underline"
            href={o.bill.imageUrl}
            target="_blank"
            rel="noreferrer"
          >
            Bill photo ({formatINR(o.bill.amount)})
          </a>
        ) : null}
        <ul className="divide-y divide-stone-200">
          {o.items.map((item) => (
            <li key={item.productId} className="flex flex-wrap justify-between gap-x-2 py-1 text-sm">
              <span>
                {item.name} × {revisedQuantity(item)} {item.unit}
                {item.isAvailable === false ? ' (not available)' : ''}
              </span>
              <span>{formatINR(revisedPrice(item) * revisedQuantity(item))}</span>
            </li>
          ))}
        </ul>
        {isTerminalStatus(o.status) ? null : <AdminCancel orderId={o._id} />}
      </section>
      <Timeline entries={o.timeline} />
    </article>
  );
}
