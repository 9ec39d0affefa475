import { gatewayPaise, type Order, rupeesOfPaise, tipShares } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useStaffAuth } from '../../../lib/staff-auth';
import { useWorkT } from '../i18n';

/**
 * Issue 43: the customer's tip, seen at once by whoever works on the order: the shopper's and the
 * delivery person's shares when two people did the work, all of it when the shopper also delivered.
 */
export function TipNote({ order }: { order: Order }) {
  const t = useWorkT();
  const f = useFormat();
  const me = useStaffAuth((s) => s.user?._id);
  const tips = order.paymentState?.tips ?? 0;
  if (tips <= 0) return null;
  const shares = tipShares(gatewayPaise(tips), Boolean(order.deliveryPerson));
  const mine = order.deliveryPerson?._id === me ? shares.rider : shares.shopper;
  return (
    <p
      role="status"
      className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800"
      data-testid="tip-note"
    >
      {t('staffWork.tipForYou', { amount: f.money(rupeesOfPaise(mine)), total: f.money(tips) })}
    </p>
  );
}
