import {
  type CreateOrderInput,
  coordinatesNotFoundMessage,
  ERROR_MESSAGES,
  isId,
  type Order,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, validationError } from '../../../http/errors.js';
import { shopFeeRules } from '../../catalogue/shop-fees.js';
import { logProviderFailure } from '../../geocoding/geocoder.js';
import { type OrderRecord, toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { payWithCredit } from '../credit/order-credit.js';
import { scheduleShopperOffer } from '../dispatch/dispatch-hooks.js';
import { bookSlot } from '../slots/slot-service.js';
import { deliveryLocatorFor } from './delivery-location.js';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_MS, requestHash } from './idempotency.js';
import { PlacementRepository } from './placement-repository.js';
import { withTransactionRetry } from './retry.js';
import { shopOrderCounterFor } from './shop-order-counter.js';
import { writeOrder } from './write-order.js';

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
/** A second request with a key whose order is still being written (a retry may succeed). */
export const ALREADY_PLACING_MESSAGE = 'This order is already being placed. Please wait a moment.';

export interface PlaceOrderResult {
  order: Order;
  /** True when this answer repeats an order placed earlier with the same Idempotency-Key. */
  replayed: boolean;
  message: string;
}

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** Thrown inside the transaction when a live claim on the same key exists (placed or being placed). */
class KeyTaken extends Error {}

const messageFor = (order: Order): string =>
  order.deliveryAddress.coordinates
    ? ORDER_PLACED_MESSAGE
    : coordinatesNotFoundMessage(order.deliveryAddress);

/**
 * Places a cash order in one transaction: claims the Idempotency-Key (a retried key finds its first
 * order), checks the shop and every item, prices everything from the server's own catalogue, reserves
 * stock and writes the order. Nothing slow happens on the way: the address is placed from caches and the
 * offline PIN data, and a new address is geocoded after the commit.
 */
export async function placeOrder(
  ctx: AppContext,
  customer: AuthContext,
  idempotencyKey: string,
  body: CreateOrderInput,
  log?: Log,
): Promise<PlaceOrderResult> {
  const hash = requestHash(body);
  if (!isId(body.shopId)) throw validationError([{ field: 'shopId', message: ERROR_MESSAGES.invalidShopId }]);
  const locator = deliveryLocatorFor(ctx);
  const location = await locator.locate(body.deliveryAddress);

  const now = ctx.now();
  // Read before the transaction (at most once a minute): the estimate the order is promised with.
  const load = await ctx.deliveryLoad.read();
  // The shop's fee rules (issue 45), read as the cart quote reads them: the order charges what it showed.
  const feeRules = await shopFeeRules(ctx.db, body.shopId);
  let record: OrderRecord;
  try {
    record = await withTransactionRetry(() =>
      ctx.db.transaction(async (tx) => {
        const placement = new PlacementRepository(tx);
        // First statement: a concurrent request with the same key waits here until that one finishes.
        const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
        const { claimed, shop } = await placement.claimKeyAndReadShop(
          { customerId: customer.userId, key: idempotencyKey, requestHash: hash, now, expiredBefore },
          body.shopId,
        );
        if (!claimed) throw new KeyTaken();
        const responseMinutes = ctx.config.revisionResponseMinutes;
        // Issue 45: the slot's place is taken under its lock before the order is written.
        const slotStart = body.slot && shop ? await bookSlot(tx, ctx, shop, body.slot.start) : null;
        const written = await writeOrder(placement, {
          shop,
          customer,
          body,
          location,
          idempotencyKey,
          now,
          responseMinutes,
          load,
          feeRules,
          slotStart,
        });
        await scheduleShopperOffer(tx, written.row, shop!.pickingMinutes, now);
        // Issue 44: Jhola credit pays first, in the same transaction as the order.
        return body.useCredit ? payWithCredit(tx, written, customer, now) : written;
      }),
    );
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const earlier = await replayIfKnown(ctx, customer, idempotencyKey, hash);
    if (!earlier) throw new AppError('CONFLICT', ALREADY_PLACING_MESSAGE);
    return earlier;
  }

  shopOrderCounterFor(ctx).add(record.shop.id);
  const order = toOrder(record, { userId: customer.userId, role: customer.role }, ctx.config.upi);
  ctx.events.emit('order.changed', {
    order,
    action: 'created',
    previousStatus: null,
    actor: { id: customer.userId, role: 'customer', name: customer.name, language: customer.language },
  });
  if (location.source === 'offline' || location.source === 'none') {
    void locator
      .refine(order, body.deliveryAddress, logProviderFailure(log))
      .catch((error: unknown) => log?.error({ err: error }, 'could not place an order on the map'));
  }
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
  const order = toOrder(record, { userId: customer.userId, role: customer.role }, ctx.config.upi);
  return { order, replayed: true, message: messageFor(order) };
}
