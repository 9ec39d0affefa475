import {
  type CheckoutPayment,
  type PaymentEntry,
  type PaymentEntryKind,
  type PaymentEntryStatus,
  rupeesOfPaise,
} from '@jhola/domain';
import type { PaymentRow } from '../core/payment-repository.js';
import type { PaymentGateway } from './gateway/gateway.js';

/** What the checkout answers for a hold: where to pay it and, once confirmed, the order it placed. */
export function checkoutView(
  row: PaymentRow,
  gateway: PaymentGateway,
  estimatePaise: number,
): CheckoutPayment {
  return {
    id: row.id,
    gatewayOrderId: row.gatewayOrderId ?? '',
    checkoutUrl: row.gatewayOrderId
      ? gateway.checkoutUrl({ paymentId: row.id, gatewayOrderId: row.gatewayOrderId })
      : '',
    ...(gateway.keyId ? { keyId: gateway.keyId } : {}),
    amount: rupeesOfPaise(row.amountPaise),
    estimate: rupeesOfPaise(estimatePaise),
    status: row.status as PaymentEntryStatus,
    orderId: row.orderId,
    failure: row.failure,
  };
}

export function entryView(row: PaymentRow): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind as PaymentEntryKind,
    amount: rupeesOfPaise(row.amountPaise),
    status: row.status as PaymentEntryStatus,
    method: row.method,
    reason: row.reason ?? row.failure,
    createdAt: row.createdAt.toISOString(),
  };
}
