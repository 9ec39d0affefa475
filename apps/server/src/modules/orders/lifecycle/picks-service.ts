import {
  type FieldError,
  type ItemPick,
  isPicking,
  type OrderPicksEvent,
  PICK_MESSAGES,
} from '@jhola/domain';
import { conflict, notFound, validationError } from '../../../http/errors.js';
import { reportNotAvailable } from '../../catalogue/stock-reports.js';
import { partiesOf } from '../conversation/service.js';
import { type Actor, isOrderParty, ORDER_NOT_FOUND, viewerOf } from '../core/actor.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import type { LifecycleContext } from './context.js';

const MISSING_TICKS: ReadonlySet<ItemPick['state']> = new Set(['not_available', 'replaced']);

/**
 * Issue 29: the shopper's ticks, saved as they happen while shopping (a reload or a second device shows
 * them), and sent live to the customer and the order's staff. Saving the same ticks again changes
 * nothing but their time. Only the order's own shopper, only while picking (409 otherwise); an item
 * that is not the order's is a 422 and nothing is saved.
 */
export async function savePicks(ctx: LifecycleContext, orderId: string, actor: Actor, picks: ItemPick[]) {
  const result = await ctx.db.transaction(async (tx) => {
    const repo = new OrderRepository(tx);
    const row = await repo.findRowForUpdate(orderId);
    if (!row || actor.role !== 'shopper' || !isOrderParty(row, actor)) throw notFound(ORDER_NOT_FOUND);
    if (!isPicking(row.status)) throw conflict(PICK_MESSAGES.notPicking);
    const now = ctx.now();
    const errors: FieldError[] = [];
    for (const [index, pick] of picks.entries()) {
      const saved = await repo.savePick(row.id, pick.itemId, {
        state: pick.state,
        quantity: pick.quantity ?? null,
        price: pick.price ?? null,
        at: now,
      });
      if (!saved) errors.push({ field: `items.${index}.itemId`, message: PICK_MESSAGES.unknownItem });
    }
    if (errors.length > 0) throw validationError(errors);
    const record = await repo.loadFull(row.id);
    if (!record) throw notFound(ORDER_NOT_FOUND);
    // Issue 46: each product found missing is reported to its shop's owner ("Mark … out of stock?"):
    // ticked not available, or replaced (another product is brought because it was not there).
    const missing = new Set(picks.filter((pick) => MISSING_TICKS.has(pick.state)).map((pick) => pick.itemId));
    const productIds = record.items.flatMap((item) =>
      missing.has(item.id) && item.productId ? [item.productId] : [],
    );
    const hiddenIn = await reportNotAvailable(
      tx,
      { orderId: row.id, shopId: row.shopId, reporterId: actor.id, productIds },
      now,
    );
    return { row, order: toOrder(record, viewerOf(actor), ctx.config.upi), hiddenIn };
  });
  for (const shopId of result.hiddenIn) {
    ctx.events.emit('catalogue.changed', { shopId });
    ctx.events.emit('shop.changed', { shopId });
  }
  const event: OrderPicksEvent = {
    orderId: result.order._id,
    items: result.order.items.map((item) => ({ itemId: item.itemId ?? '', pick: item.pick ?? null })),
  };
  ctx.events.emit('order.picks', { picks: event, parties: partiesOf(result.row) });
  return { order: result.order };
}
