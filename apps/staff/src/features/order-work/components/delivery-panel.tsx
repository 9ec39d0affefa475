import type { Order } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';
import { useLocationSharing } from '../api/use-location-sharing';
import { useWorkT } from '../i18n';
import { DeliverForm } from './deliver-form';
import { DoorPayment } from './door-payment';

/** Out for delivery: position shared while open, the amount with its gateway UPI QR (or Paid ✓), and the code to finish. */
export function DeliveryPanel({ order }: { order: Order }) {
  const t = useWorkT();
  const tDomain = useDomainT();
  const sharing = useLocationSharing(order._id, true);
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{t('staffWork.onTheWay')}</h2>
      {sharing.kind === 'refused' || sharing.kind === 'unavailable' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {tDomain(sharing.message)}
        </p>
      ) : (
        <p className="text-sm text-stone-700" aria-live="polite">
          {sharing.kind === 'sharing' && sharing.sentAt
            ? t('staffWork.positionShared')
            : t('staffWork.findingPosition')}
        </p>
      )}
      <DoorPayment order={order} />
      <DeliverForm orderId={order._id} />
    </section>
  );
}
