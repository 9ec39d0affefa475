import {
  type CreateOrderInput,
  coordinatesNotFoundMessage,
  isId,
  type Order,
  orderSummary,
  shopOpenStatus,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { geocoderFor } from '../geocoding/geocoder.js';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_MS, requestHash } from './idempotency.js';
import { toOrder } from './order-mapper.js';
import { checkItems, closedShopMessage } from './placement-rules.js';
import { OrderRepository } from './repository.js';

/** §9: the success page promises delivery in about 45 minutes. */
const ESTIMATED_DELIVERY_MS = 45 * 60 * 1000;
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

  if (!isId(body.shopId)) throw validationError([{ field: 'shopId', message: 'Invalid shop ID format' }]);
  // Outside the transaction: a slow geocoder must never hold locks, and its failure never blocks the order.
  const geo = await geocoderFor(ctx, log).geocode(body.deliveryAddress);

  const now = ctx.now();
  let orderId: string;
  try {
    orderId = await ctx.db.transaction(async (tx) => {
      const repo = new OrderRepository(tx);
      // First statement: a concurrent request with the same key waits here until this one finishes.
      const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
      if (!(await repo.claimIdempotencyKey(customer.userId, idempotencyKey, hash, now, expiredBefore))) {
        throw new KeyTakenByConcurrentRequest();
      }

      const shop = await repo.findShop(body.shopId);
      if (!shop) throw notFound('Shop not found');
      if (!shop.isActive) throw new AppError('CONFLICT', `${shop.name} is not taking orders right now`);
      const open = shopOpenStatus(shop.operatingHours, now);
      if (!open.isOpen) throw new AppError('CONFLICT', closedShopMessage(shop.name, open));

      const catalogue = await repo.findProducts([
        ...new Set(body.items.map((i) => i.productId).filter(isId)),
      ]);
      const lines = checkItems(body.items, catalogue, shop);

      // Reserve in product-id order so that two orders never wait on each other's rows (no deadlock).
      const wanted = new Map<string, { quantity: number; name: string; stock: number }>();
      for (const line of lines) {
        const entry = wanted.get(line.product.id) ?? { quantity: 0, name: line.product.name, stock: 0 };
        entry.quantity += line.quantity;
        wanted.set(line.product.id, entry);
      }
      for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (!(await repo.reserveStock(productId, quantity, now))) {
          throw new AppError('CONFLICT', `Sorry, ${name} just sold out. Please update your cart.`, [
            { field: 'items', message: `${name} is out of stock` },
          ]);
        }
      }

      const summary = orderSummary(
        lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
        { deliveryFee: shop.deliveryFee, hasTax: shop.hasTax, taxRate: shop.taxRate },
      );
      const row = await repo.insertOrder({
        customerId: customer.userId,
        shopId: shop.id,
        status: 'pending_shopper',
        subtotal: summary.subtotal,
        deliveryFee: summary.deliveryFee,
        taxes: summary.taxes,
        total: summary.total,
        taxRate: shop.hasTax ? shop.taxRate : 0,
        deliveryAddress: {
          ...body.deliveryAddress,
          coordinates: geo.coordinates,
          formattedAddress: geo.found ? geo.formattedAddress : '',
        },
        paymentMethod: 'cash',
        paymentStatus: 'pending',
        estimatedDeliveryTime: new Date(now.getTime() + ESTIMATED_DELIVERY_MS),
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertItems(
        lines.map((line, position) => ({
          orderId: row.id,
          position,
          productId: line.product.id,
          name: line.product.name,
          unit: line.product.unit,
          price: line.product.price,
          quantity: line.quantity,
          notes: line.notes,
        })),
      );
      await repo.insertTimeline({
        orderId: row.id,
        status: 'pending_shopper',
        note: 'Order placed',
        actorId: customer.userId,
        actorRole: 'customer',
        actorName: customer.name,
        createdAt: now,
      });
      await repo.attachOrderToKey(customer.userId, idempotencyKey, row.id);
      // Last, so the busy shop row is locked for the shortest time.
      await repo.incrementShopOrderCount(shop.id);
      return row.id;
    });
  } catch (error) {
    if (!(error instanceof KeyTakenByConcurrentRequest)) throw error;
    const winner = await replayIfKnown(ctx, customer, idempotencyKey, hash);
    if (!winner) throw new AppError('CONFLICT', 'This order is already being placed. Please wait a moment.');
    return winner;
  }

  // Read back after commit, outside the transaction, so no lock waits on it.
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  const order = toOrder(record!, { userId: customer.userId, role: customer.role });

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
  const order = toOrder(record, { userId: customer.userId, role: customer.role });
  return { order, replayed: true, message: messageFor(order) };
}
