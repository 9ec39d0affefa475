import { sendOrderAction, useOrderAction } from './order-action';

/** PUT /shopper/orders/:id/cancel with a required reason (the assigned shopper). */
export const cancelOrder = (orderId: string, reason: string) =>
  sendOrderAction(orderId, 'cancel', { method: 'PUT', body: { reason } });

export const useCancelOrder = (orderId: string) =>
  useOrderAction(orderId, (reason: string) => cancelOrder(orderId, reason));
