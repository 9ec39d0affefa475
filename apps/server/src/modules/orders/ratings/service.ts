import {
  isDelivered,
  type Order,
  RATING_MESSAGES,
  type RateOrderRequest,
  riderRatingProblem,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { conflict, notFound, validationError } from '../../../http/errors.js';
import { addShopRating } from '../../catalogue/shop-figures.js';
import { ORDER_NOT_FOUND } from '../core/actor.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { RatingRepository } from './repository.js';

/**
 * The customer rates a delivered order once (the shop, the shopper, and the delivery person when one
 * carried it): the rating is stored and the shop's average and count
 * move in the same transaction. Another customer's order is 404 (it is not theirs to know about); an
 * order not yet delivered, or already rated, is 409.
 */
export async function rateOrder(
  ctx: AppContext,
  orderId: string,
  auth: AuthContext,
  input: RateOrderRequest & { comment: string },
): Promise<Order> {
  const shopId = await ctx.db.transaction(async (tx) => {
    const repo = new RatingRepository(tx);
    const order = await repo.lockOrder(orderId);
    if (!order || order.customerId !== auth.userId) throw notFound(ORDER_NOT_FOUND);
    if (!isDelivered(order.status)) throw conflict(RATING_MESSAGES.notDelivered);
    // Issue 47: the delivery person who carried it is rated too, and only then.
    const riderProblem = riderRatingProblem(order.deliveryPersonId !== null, input.riderRating);
    if (riderProblem) throw validationError([{ field: 'riderRating', message: riderProblem }], riderProblem);
    const inserted = await repo.insert({
      orderId,
      customerId: auth.userId,
      shopId: order.shopId,
      shopperId: order.shopperId,
      deliveryPersonId: order.deliveryPersonId,
      riderRating: input.riderRating ?? null,
      shopRating: input.shopRating,
      shopperRating: input.shopperRating,
      comment: input.comment,
      createdAt: ctx.now(),
    });
    if (!inserted) throw conflict(RATING_MESSAGES.alreadyRated);
    await addShopRating(tx, order.shopId, input.shopRating);
    return order.shopId;
  });
  // After commit: cached shop lists are dropped so home shows the new average at once.
  ctx.events.emit('catalogue.changed', { shopId });
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  if (!record) throw notFound(ORDER_NOT_FOUND);
  return toOrder(record, { userId: auth.userId, role: auth.role }, ctx.config.upi);
}
