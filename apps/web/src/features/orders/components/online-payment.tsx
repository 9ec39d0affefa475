import type { Order, PaymentEntry } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCartStore } from '../../../lib/cart-store';
import { useOrderPayments } from '../api/get-order-payments';
import { useTopUp } from '../api/top-up';
import { useOrdersT } from '../i18n';

/**
 * Issue 43: an order paid online says what was held and what was charged ("Paid ₹512 online · ₹48
 * released"), each refund with its state, and a bill above the hold: "Pay ₹X more online" (the same
 * gateway page) or pay it at the door, where the rider's screen asks exactly that.
 */
export function OnlinePayment({ order }: { order: Order }) {
  const t = useOrdersT();
  const f = useFormat();
  const state = order.paymentState;
  const [params] = useSearchParams();
  const clearCart = useCartStore((s) => s.clear);
  const back = params.get('paid') === '1';
  // Back from the payment page with the order placed: the cart it came from is done.
  useEffect(() => {
    if (back) clearCart();
  }, [back, clearCart]);
  const payments = useOrderPayments(order._id, JSON.stringify(state ?? null), state?.method === 'online');
  const topUp = useTopUp(order._id);
  if (state?.method !== 'online') return null;
  const due = f.money(state.due);
  const refunds = (payments.data ?? []).filter((p) => p.kind === 'refund');
  return (
    <div className="mt-2 space-y-1 text-sm" data-testid="online-payment">
      <p className="font-semibold text-green-800">
        {state.status === 'held'
          ? t('orders.online.held', { held: f.money(state.held) })
          : state.status === 'refunded'
            ? t('orders.online.released', { released: f.money(state.released + state.refunded) })
            : t('orders.online.paid', {
                captured: f.money(state.captured + state.topUp),
                released: f.money(state.released),
              })}
      </p>
      {state.due > 0 && state.status !== 'held' ? (
        <div className="space-y-2" data-testid="pay-more">
          <p className="font-semibold">{t('orders.online.due', { due })}</p>
          <Button
            className="min-h-11"
            busy={topUp.isPending}
            busyLabel={t('orders.online.payMorePaying')}
            onClick={() => topUp.mutate()}
          >
            {t('orders.online.payMore', { due })}
          </Button>
          {topUp.isError ? (
            <p role="alert" className="text-red-800">
              {t('orders.online.payMoreFailed')}
            </p>
          ) : null}
          <p className="text-stone-700">{t('orders.online.payAtDoor', { due })}</p>
        </div>
      ) : null}
      {refunds.length > 0 ? (
        <ul className="space-y-1">
          {refunds.map((refund) => (
            <li key={refund.id} className="break-words text-stone-700">
              {refundLine(refund, t, f.money)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function refundLine(refund: PaymentEntry, t: ReturnType<typeof useOrdersT>, money: (n: number) => string) {
  const amount = money(refund.amount);
  const reason = refund.reason ?? '';
  if (refund.status === 'processed') return t('orders.online.refundDone', { amount, reason });
  if (refund.status === 'failed') return t('orders.online.refundFailed', { amount, reason });
  return t('orders.online.refundPending', { amount, reason });
}
