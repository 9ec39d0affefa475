import type { DeliveryPayment } from '@jhola/domain';
import { sendOrderAction, useOrderAction } from './order-action';

export interface Handover {
  otp: string;
  /** Issue 28: how the customer paid at the door. */
  payment: { method: DeliveryPayment['method']; reference?: string };
}

/** POST /shopper/orders/:id/deliver with the customer's 4-digit code (422 when wrong, 423 when locked) and the payment. */
export const deliverOrder = (orderId: string, handover: Handover) =>
  sendOrderAction(orderId, 'deliver', { method: 'POST', body: handover });

export const useDeliverOrder = (orderId: string) =>
  useOrderAction(orderId, (handover: Handover) => deliverOrder(orderId, handover));
