import type { Order } from '@jhola/domain';
import { useLocationSharing } from '../api/use-location-sharing';
import { DeliverForm } from './deliver-form';

/** Out for delivery: position shared while open, and the code to finish. */
export function DeliveryPanel({ order }: { order: Order }) {
  const sharing = useLocationSharing(order._id, true);
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">On the way</h2>
      {sharing.kind === 'refused' || sharing.kind === 'unavailable' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {sharing.message}
        </p>
      ) : (
        <p className="text-sm text-stone-700" aria-live="polite">
          {sharing.kind === 'sharing' && sharing.sentAt
            ? 'Your position is shared with the customer while this screen is open.'
            : 'Finding your position...'}
        </p>
      )}
      <DeliverForm orderId={order._id} />
    </section>
  );
}
