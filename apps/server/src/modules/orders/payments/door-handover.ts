import { amountDueAtDoor, type DeliveryPayment, rupeesOfPaise } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import type { OrderRow } from '../core/order-mapper.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { paymentStateOf } from '../core/payment-state.js';

/**
 * What the handover records of the money (issue 43 beside issue 28's door payment): an order paid online
 * stays "online" with only what the rider took at the door (a bill above the hold); a door QR the gateway
 * saw paid is UPI with the gateway's payment id, whatever the form said; else what the rider chose.
 */
export async function handoverPayment(tx: DbOrTx, row: OrderRow, sent: DeliveryPayment) {
  const entries = await new PaymentRepository(tx).forOrder(row.id);
  const doorQr = entries.find((e) => e.kind === 'door_upi' && e.status === 'captured');
  if (row.paymentMethod === 'online')
    return {
      paymentMethod: 'online',
      // The rest of a bill above the hold: paid by the door's QR (the gateway saw it), or taken now.
      paymentAmount: paymentStateOf(row, entries).due + (doorQr ? rupeesOfPaise(doorQr.amountPaise) : 0),
      paymentReference: doorQr?.gatewayPaymentId ?? null,
    };
  const amount = amountDueAtDoor({
    total: row.total,
    deliveryFee: row.deliveryFee,
    bill: row.billAmount === null ? null : { amount: row.billAmount },
    creditUsed: row.creditUsed,
  });
  if (doorQr)
    return {
      paymentMethod: 'upi',
      paymentAmount: Math.max(amount, rupeesOfPaise(doorQr.amountPaise)),
      paymentReference: doorQr.gatewayPaymentId,
    };
  return {
    paymentMethod: sent.method,
    paymentAmount: amount,
    paymentReference: sent.method === 'upi' ? sent.reference : null,
  };
}
