import { amountDueAtDoor, type Order } from '@jhola/domain';
import { QrCode, useFormat } from '@jhola/ui';
import { useDoorQr } from '../api/door-qr';
import { useWorkT } from '../i18n';

/**
 * What the carrier collects at the door (issue 43): "Paid ✓" once the gateway saw the money (online, or
 * the door QR, live with the order's event), else the amount with the gateway's UPI QR for exactly it.
 * Cash stays as it was: the customer may still pay cash and the form records it.
 */
export function DoorPayment({ order }: { order: Order }) {
  const t = useWorkT();
  const f = useFormat();
  const state = order.paymentState;
  const due = state ? state.due : amountDueAtDoor(order);
  const paid = state?.status === 'paid' && due === 0;
  const qr = useDoorQr(order._id, due, !paid && due > 0);
  if (paid)
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-center text-lg font-bold text-green-800"
        data-testid="door-paid"
      >
        {state?.method === 'online' ? t('staffWork.paidOnline') : t('staffWork.paidTick')}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg bg-stone-50 p-3" aria-live="polite">
      <p className="text-lg font-bold" data-testid="amount-due">
        {t('staffWork.amountDue', { amount: f.money(due) })}
      </p>
      {qr.data ? (
        <QrCode
          value={qr.data.upiUrl}
          label={t('staffWork.upiQrLabel', { amount: f.money(qr.data.amount) })}
        />
      ) : qr.isError ? (
        <p role="alert" className="text-sm text-amber-900">
          {t('staffWork.upiQrFailed')}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('staffWork.upiQrLoading')}</p>
      )}
      <p className="text-center text-sm text-stone-700">{t('staffWork.upiQrHint')}</p>
    </div>
  );
}
