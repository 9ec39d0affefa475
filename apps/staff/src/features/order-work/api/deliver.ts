import { sendOrderAction, useOrderAction } from './order-action';

/** POST /shopper/orders/:id/deliver with the customer's 4-digit code (422 when wrong, 423 when locked). */
export const deliverOrder = (orderId: string, otp: string) =>
  sendOrderAction(orderId, 'deliver', { method: 'POST', body: { otp } });

export const useDeliverOrder = (orderId: string) =>
  useOrderAction(orderId, (otp: string) => deliverOrder(orderId, otp));
