import type { Order } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useAdminOrdersT } from '../i18n';

/**
 * How the order was paid, from what the delivery person recorded at the door (issue 47: a UPI payment
 * read "cash on delivery, paid"). Before that the customer may still pay either way.
 */
export function PaymentLine({ order }: { order: Order }) {
  const t = useAdminOrdersT();
  const f = useFormat();
  const paid = order.payment;
  if (!paid) {
    return (
      <p>
        {order.paymentStatus === 'paid'
          ? t('staffAdminOrders.paymentPaidUnrecorded')
          : t('staffAdminOrders.paymentPending')}
      </p>
    );
  }
  const amount = f.money(paid.amount);
  const by = paid.collectedBy.name;
  return (
    <p>
      {paid.method === 'upi'
        ? paid.reference
          ? t('staffAdminOrders.paidUpiReference', { amount, by, reference: paid.reference })
          : t('staffAdminOrders.paidUpi', { amount, by })
        : t('staffAdminOrders.paidCash', { amount, by })}
    </p>
  );
}
