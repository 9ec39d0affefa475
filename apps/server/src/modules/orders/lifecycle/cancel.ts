import { ProductStockRepository } from '../../catalogue/product-stock-repository.js';
import type { Actor } from '../core/actor.js';
import type { OrderRow } from '../core/order-mapper.js';
import type { LifecycleContext } from './context.js';
import { heldStock } from './held-stock.js';
import { type ApplyContext, runTransition, type TransitionResult } from './transition.js';

const CANCELLERS = { customer: 'customer', shopper: 'shopper', admin: 'admin' } as const;

/**
 * Cancels for the customer (until the bill is approved), the assigned shopper or an admin (until
 * delivery). Reserved stock is given back exactly once: the stock_reserved flag flips under the row lock.
 */
export async function cancelOrder(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  reason: string,
  /** Further checks on the locked row (the server's own cancel of a booked slot: still untouched). */
  guard?: (row: OrderRow) => undefined,
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'cancel',
    ...(guard ? { guard } : {}),
    apply: async ({ tx, row, repo, now }: ApplyContext) => {
      // What the order holds now, replacements included, released in product-id order (decision 0028).
      if (row.stockReserved)
        await new ProductStockRepository(tx).release(heldStock(await repo.items(row.id)), now);
      const cancelledBy = CANCELLERS[actor.role as keyof typeof CANCELLERS];
      const trimmed = reason.trim();
      return {
        patch: { cancelledBy, cancellationReason: trimmed || null, stockReserved: false },
        note: trimmed,
        ...(trimmed ? { reason: trimmed } : {}),
      };
    },
  });
}
