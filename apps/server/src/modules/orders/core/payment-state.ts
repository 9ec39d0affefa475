import {
  amountDueAtDoor,
  gatewayPaise,
  isCancelled,
  type OrderPaymentState,
  rupeesOfPaise,
} from '@jhola/domain';
import type { OrderMoneyRow, PaymentRow } from './payment-repository.js';

/*
 * The order's money through the gateway (issue 43, decision 0065), as the order's reads show it: the
 * order mapper and the payments (orders/payments) both read it, so it stands in core.
 */

/** How the order row says it is paid, as the order schema names it. */
export const orderPaymentMethod = (value: string): 'cash' | 'upi' | 'online' =>
  value === 'upi' || value === 'online' ? value : 'cash';

/**
 * How the money taken at the door was paid, from the order's handover columns: UPI when the order says
 * so, or when an online order's rest (a bill above the hold) was paid by the door's gateway QR (its
 * payment id is the reference); else cash.
 */
export const doorMethodOf = (paymentMethod: string, reference: string | null): 'cash' | 'upi' =>
  paymentMethod === 'upi' || (paymentMethod === 'online' && reference !== null) ? 'upi' : 'cash';

/** A refund that gives back what the approved bill did not use (capture-then-refund gateways). */
export const releaseKey = (holdId: string) => `release:${holdId}`;
export const isRelease = (row: PaymentRow) =>
  row.kind === 'refund' && (row.idempotencyKey ?? '').startsWith('release:');

/** The approved amount (paise): the shop's bill plus the delivery fee once uploaded, else the total. */
export function approvedPaise(order: MoneyOfOrder): number {
  return gatewayPaise(
    amountDueAtDoor({
      total: order.revisedOrderValue?.total ?? order.total,
      deliveryFee: order.deliveryFee,
      bill: order.billAmount === null ? null : { amount: order.billAmount },
      creditUsed: order.creditUsed,
    }),
  );
}

/** What the money rules read of an order (its row, or the settling steps' narrower read). */
type MoneyOfOrder = Pick<
  OrderMoneyRow,
  | 'status'
  | 'total'
  | 'revisedOrderValue'
  | 'deliveryFee'
  | 'billAmount'
  | 'creditUsed'
  | 'paymentMethod'
  | 'deliveredAt'
>;

const sum = (rows: PaymentRow[]) => rows.reduce((total, row) => total + row.amountPaise, 0);

/**
 * The order's money in one line (issue 43): held (authorised holds), captured (kept of them, net of
 * what was released), released (held − captured), refunded (given back after capture, e.g. a claim or
 * a cancelled order), tips, topUp (a bill above the hold paid online afterwards), and what is still due
 * at the door. held = captured + released; the approved bill = captured + topUp + door money + due.
 * Once delivered nothing is due: the rider took the rest at the door (the handover records it).
 */
export function paymentStateOf(order: MoneyOfOrder, entries: PaymentRow[]): OrderPaymentState {
  const of = (kind: string, ...statuses: string[]) =>
    entries.filter((row) => row.kind === kind && statuses.includes(row.status));
  const held = sum(of('hold', 'authorized', 'captured', 'released'));
  const releases = entries.filter((row) => isRelease(row) && row.status !== 'failed');
  const captured = sum(of('capture', 'captured')) - sum(releases);
  const refunds = of('refund', 'processed', 'pending').filter((row) => !isRelease(row));
  const refunded = sum(refunds);
  const tips = sum(of('tip', 'captured'));
  const doorPaid = sum(of('door_upi', 'captured'));
  const topUp = sum(of('topup', 'captured'));
  const online = order.paymentMethod === 'online';
  const settled = of('hold', 'captured').length > 0 || (!online && order.deliveredAt !== null);
  const due =
    isCancelled(order.status) || order.deliveredAt !== null
      ? 0
      : Math.max(
          0,
          approvedPaise(order) - (online ? captured + sum(of('hold', 'authorized')) + topUp : 0) - doorPaid,
        );
  const status: OrderPaymentState['status'] = isCancelled(order.status)
    ? held > 0
      ? 'refunded'
      : 'pending'
    : settled && due === 0
      ? 'paid'
      : of('hold', 'authorized').length > 0
        ? 'held'
        : doorPaid > 0 && due === 0
          ? 'paid'
          : 'pending';
  return {
    method: orderPaymentMethod(order.paymentMethod),
    status,
    held: rupeesOfPaise(held),
    captured: rupeesOfPaise(captured),
    released: rupeesOfPaise(held - captured),
    refunded: rupeesOfPaise(refunded),
    tips: rupeesOfPaise(tips),
    topUp: rupeesOfPaise(topUp),
    due: rupeesOfPaise(due),
  };
}
