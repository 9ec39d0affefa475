import type { ItemPick, Order } from '@jhola/domain';
import { apiRequest } from '../../../lib/api';
import { orderPath, useOrderAction } from './order-action';

/** Issue 29: PUT /shopper/orders/:id/picks: the ticks, saved as they happen (the customer sees them live). */
export const savePicks = (orderId: string, items: ItemPick[]) =>
  apiRequest<{ order: Order }>(orderPath(orderId, 'picks'), { method: 'PUT', body: { items } });

export const useSavePicks = (orderId: string) =>
  useOrderAction(orderId, (items: ItemPick[]) => savePicks(orderId, items));
