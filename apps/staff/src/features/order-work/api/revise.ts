import type { revisionFromPicks } from '@jhola/domain';
import { sendOrderAction, useOrderAction } from './order-action';

type Revision = ReturnType<typeof revisionFromPicks>;

/** POST /shopper/orders/:id/revise: "Send changes to customer". */
export const reviseOrder = (orderId: string, body: Revision) =>
  sendOrderAction(orderId, 'revise', { method: 'POST', body });

export const useReviseOrder = (orderId: string) =>
  useOrderAction(orderId, (body: Revision) => reviseOrder(orderId, body));
