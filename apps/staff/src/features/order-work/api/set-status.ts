import { sendOrderAction, useOrderAction } from './order-action';

export type StaffStep = 'shopper_at_shop' | 'shopping_in_progress' | 'final_shopping' | 'out_for_delivery';

/** PUT /shopper/orders/:id/status: "I'm at the shop", "Start shopping", "Finish shopping", "Out for delivery". */
export const setStatus = (orderId: string, status: StaffStep) =>
  sendOrderAction(orderId, 'status', { method: 'PUT', body: { status } });

export const useSetStatus = (orderId: string) =>
  useOrderAction(orderId, (status: StaffStep) => setStatus(orderId, status));
