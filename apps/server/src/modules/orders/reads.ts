import type { Order } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { type OrderViewer, toOrder } from './core/order-mapper.js';
import { OrderRepository } from './core/repository.js';
import { LifecycleRepository } from './lifecycle/repository.js';

/** The order as `viewer` may see it (null: a view without anyone's delivery code), or null if unknown. */
export async function orderAsSeenBy(
  ctx: Pick<AppContext, 'db' | 'config'>,
  orderId: string,
  viewer: OrderViewer,
): Promise<Order | null> {
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  return record ? toOrder(record, viewer, ctx.config.upi) : null;
}

/** How many orders are open in each status (the Prometheus gauge). */
export const countOpenOrdersByStatus = (db: DbOrTx) => new OrderRepository(db).countActiveByStatus();

/** Ids of the oldest orders waiting for a shopper, and the open orders a shopper has taken. */
export const ordersWaitingForShopper = (db: DbOrTx, limit: number, now: Date) =>
  new LifecycleRepository(db).waitingForShopper(limit, now);
export const openOrdersOf = async (db: DbOrTx, shopperId: string): Promise<string[]> =>
  (await new LifecycleRepository(db).activeOrdersOf(shopperId)).map((row) => row.id);

/** The code the customer tells the delivery person (the demo shopper's simulated customer knows it). */
export const deliveryCodeOf = (db: DbOrTx, orderId: string) =>
  new LifecycleRepository(db).deliveryOtp(orderId);

/** Where the order's shop is, for a simulated ride. */
export const shopLocationOf = (db: DbOrTx, shopId: string) =>
  new LifecycleRepository(db).shopLocation(shopId);
