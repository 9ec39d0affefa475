import type { Order, UserRole } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { OrderMessageRepository } from './repository.js';

/**
 * Issue 29: each order of a list gains `unreadMessages`, what the viewer's side has not read yet (the
 * customer: the staff's messages; staff: the customer's), counted for the whole list in one query.
 */
export async function withUnreadMessages(db: DbOrTx, orders: Order[], viewer: UserRole): Promise<Order[]> {
  const counts = await new OrderMessageRepository(db).unreadForOrders(
    orders.map((o) => o._id),
    viewer === 'customer',
  );
  return orders.map((order) => ({ ...order, unreadMessages: counts.get(order._id) ?? 0 }));
}
