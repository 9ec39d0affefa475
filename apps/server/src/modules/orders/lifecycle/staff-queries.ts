import type { Order } from '@jhola/domain';
import { withUnreadMessages } from '../conversation/unread-counts.js';
import { type Actor, viewerOf } from '../core/actor.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { claimableBy } from '../dispatch/take-offer.js';
import type { LifecycleContext } from './context.js';
import { LifecycleRepository } from './repository.js';

/** How many waiting orders a list shows at most (the oldest first, so nobody waits forever). */
export const WAITING_LIST_LIMIT = 50;

/** Before a shopper accepts, the customer's phone number is not theirs to see. */
function withoutContactPhone(order: Order): Order {
  return { ...order, deliveryAddress: { ...order.deliveryAddress, contactPhone: '' } };
}

async function load(ctx: LifecycleContext, ids: string[], actor: Actor): Promise<Order[]> {
  const records = await new OrderRepository(ctx.db).loadMany(ids);
  const orders = records.map((r) => toOrder(r, viewerOf(actor), ctx.config.upi));
  return withUnreadMessages(ctx.db, orders, actor.role);
}

/** Orders waiting for a shopper, oldest first, with shop and items. */
export async function availableForShoppers(ctx: LifecycleContext, actor: Actor): Promise<Order[]> {
  const waiting = await new LifecycleRepository(ctx.db).waitingForShopper(WAITING_LIST_LIMIT, ctx.now());
  const ids = await claimableBy(ctx, waiting, actor);
  return (await load(ctx, ids, actor)).map(withoutContactPhone);
}

/** Paid-for orders no delivery person has claimed yet, longest waiting first. */
export async function availableForDelivery(ctx: LifecycleContext, actor: Actor): Promise<Order[]> {
  const waiting = await new LifecycleRepository(ctx.db).waitingForDelivery(WAITING_LIST_LIMIT);
  const ids = await claimableBy(ctx, waiting, actor);
  return load(ctx, ids, actor);
}

/** A shopper's or delivery person's own orders, newest first. */
export async function staffOrders(
  ctx: LifecycleContext,
  actor: Actor,
  query: { limit: number; page: number; scope: 'active' | 'completed' | 'all' },
): Promise<{ orders: Order[]; total: number }> {
  const as = actor.role === 'delivery' ? 'delivery' : 'shopper';
  const { ids, total } = await new LifecycleRepository(ctx.db).pageForStaff(
    { userId: actor.id, as },
    { limit: query.limit, offset: (query.page - 1) * query.limit, scope: query.scope },
  );
  return { orders: await load(ctx, ids, actor), total };
}
