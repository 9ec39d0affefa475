import {
  type CreateOrderInput,
  coordinatesNotFoundMessage,
  ERROR_MESSAGES,
  isId,
  type Order,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError, validationError } from '../../http/errors.js';
import { geocoderFor, logProviderFailure } from '../geocoding/geocoder.js';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_MS, requestHash } from './idempotency.js';
import { type OrderRecord, toOrder } from './order-mapper.js';
import { OrderRepository } from './repository.js';
import { withTransactionRetry } from './retry.js';
import { writeOrder } from './write-order.js';

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';

export interface PlaceOrderResult {
  order: Order;
  /** True when this answer repeats an order placed earlier with the same Idempotency-Key. */
  replayed: boolean;
  message: string;
}

/** Thrown inside the transaction when a concurrent request with the same key committed first. */
class KeyTakenByConcurrentRequest extends Error {}

const messageFor = (order: Order): string =>
  order.deliveryAddress.coordinates
    ? ORDER_PLACED_MESSAGE
    : coordinatesNotFoundMessage(order.deliveryAddress);

/**
 * Places a cash order in one transaction: claims the Idempotency-Key, checks the shop and every item,
 * prices everything from the server's own catalogue, reserves stock and writes the order.
 */
export async function placeOrder(
  ctx: AppContext,
  customer: AuthContext,
  idempotencyKey: string,
  body: CreateOrderInput,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<PlaceOrderResult> {
  const hash = requestHash(body);
  const earlier = await replayIfKnown(ctx, customer, idempotencyKey, hash);
  if (earlier) return earlier;

  if (!isId(body.shopId)) throw validationError([{ field: 'shopId', message: ERROR_MESSAGES.invalidShopId }]);
  // Outside the transaction: a slow geocoder must never hold locks, and its failure never blocks the order.
  const geo = await geocoderFor(ctx).geocode(body.deliveryAddress, logProviderFailure(log));

  const now = ctx.now();
  let record: OrderRecord;
  try {
    record = await withTransactionRetry(() =>
      ctx.db.transaction(async (tx) => {
        const repo = new OrderRepository(tx);
        // First statement: a concurrent request with the same key waits here until this one finishes.
        const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
        if (!(await repo.claimIdempotencyKey(customer.userId, idempotencyKey, hash, now, expiredBefore))) {
          throw new KeyTakenByConcurrentRequest();
        }

        const placed = await writeOrder(repo, { customer, body, geo, now });
        await repo.attachOrderToKey(customer.userId, idempotencyKey, placed.row.id);
        return placed;
      }),
    );
  } catch (error) {
    if (!(error instanceof KeyTakenByConcurrentRequest)) throw error;
    const winner = await replayIfKnown(ctx, customer, idempotencyKey, hash);
    if (!winner) throw new AppError('CONFLICT', 'This order is already being placed. Please wait a moment.');
    return winner;
  }

  // The shop's order count only orders the home page; bumping it inside the order's transaction made
  // every order of a shop wait on that one row's lock. A count that misses an order after a crash
  // between these two statements is harmless.
  await new OrderRepository(ctx.db).incrementShopOrderCount(record.shop.id);
  const order = toOrder(record, { userId: customer.userId, role: customer.role });

  ctx.events.emit('order.changed', {
    order,
    action: 'created',
    previousStatus: null,
    actor: { id: customer.userId, role: 'customer', name: customer.name },
  });
  return { order, replayed: false, message: messageFor(order) };
}

/** The order an earlier request with this key placed (same body), a 422 for a different body, or null. */
async function replayIfKnown(
  ctx: AppContext,
  customer: AuthContext,
  key: string,
  hash: string,
): Promise<PlaceOrderResult | null> {
  const repo = new OrderRepository(ctx.db);
  const row = await repo.findIdempotencyKey(customer.userId, key);
  if (!row || row.createdAt.getTime() <= ctx.now().getTime() - IDEMPOTENCY_WINDOW_MS) return null;
  if (row.requestHash !== hash) {
    throw validationError([
      { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reusedForOtherRequest },
    ]);
  }
  const record = row.orderId ? await repo.loadFull(row.orderId) : null;
  if (!record) return null;
  // The shop's order count only orders the home page; bumping it inside the order's transaction made
  // every order of a shop wait on that one row's lock. A count that misses an order after a crash
  // between these two statements is harmless.
  await new OrderRepository(ctx.db).incrementShopOrderCount(record.shop.id);
  const order = toOrder(record, { userId: customer.userId, role: customer.role });
  return { order, replayed: true, message: messageFor(order) };
}
