import { amountDueAtDoor, type Order } from '@jhola/domain';
import { QrCode, useFormat } from '@jhola/ui';
import { useOrdersT } from '../i18n';
import { orderFeeLines } from '../lib/fee-lines';
import { Panel } from './panel';

/**
 * Issue 28: from out for delivery, the amount due at the door with a "Pay by UPI" link that opens any UPI
 * app on the phone, and the same link as a QR code for paying from another phone. Cash stays welcome.
 */
export function PayAtTheDoor({ order }: { order: Order }) {
  const t = useOrdersT();
  const f = useFormat();
  if (!order.upiPayUrl) return null;
  const amount = f.money(amountDueAtDoor(order));
  return (
    <Panel title={t('orders.pay.title')}>
      <p className="text-lg font-bold" data-testid="amount-due">
        {t('orders.pay.due', { amount })}
      </p>
      <a
        href={order.upiPayUrl}
        className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white sm:w-auto"
      >
        {t('orders.pay.upi', { amount })}
      </a>
      <div className="mt-4 flex flex-col items-center gap-2">
        <QrCode value={order.upiPayUrl} label={t('orders.pay.qrLabel', { amount })} />
        <p className="text-center text-sm text-stone-700">{t('orders.pay.qrHint')}</p>
      </div>
    </Panel>
  );
}

/** "Paid ₹512 by UPI": what the delivery person recorded at handover. */
export function PaidAtTheDoor({ payment }: { payment: NonNullable<Order['payment']> }) {
  const t = useOrdersT();
  const f = useFormat();
  const amount = f.money(payment.amount);
  return (
    <p className="mt-2 text-sm font-semibold text-green-800" data-testid="paid-at-door">
      {payment.method === 'upi' ? t('orders.pay.paidUpi', { amount }) : t('orders.pay.paidCash', { amount })}
    </p>
  );
}

/** The bill as the customer reviews it: the shop's bill for the items, the delivery fee, and what is due. */
export function BillAtTheDoor({ order }: { order: Order }) {
  const t = useOrdersT();
  const f = useFormat();
  if (!order.bill) return null;
  return (
    <>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('orders.pay.shopBill')}</dt>
          <dd>{f.money(order.bill.amount)}</dd>
        </div>
        {orderFeeLines(order).map((fee) => (
          <div key={fee.kind} className="flex justify-between gap-4">
            <dt>{fee.label}</dt>
            <dd>{f.money(fee.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 font-bold">
          <dt>{t('orders.pay.dueAtDoor')}</dt>
          <dd>{f.money(amountDueAtDoor(order))}</dd>
        </div>
      </dl>
      {order.orderValue.taxes === 0 ? (
        <p className="mt-1 text-xs text-stone-600">{t('orders.inclusiveOfTaxes')}</p>
      ) : null}
    </>
  );
}
