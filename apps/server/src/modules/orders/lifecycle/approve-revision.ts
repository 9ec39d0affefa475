import {
  type FieldError,
  formatRupees,
  type RevisableItem,
  revisedItemCount,
  revisedOrderValue,
  revisedPrice,
  revisedQuantity,
  TIMELINE_NOTES,
} from '@jhola/domain';
import { validationError } from '../../../http/errors.js';
import { addStockChange, ProductStockRepository } from '../../catalogue/product-stock-repository.js';
import type { Actor } from '../core/actor.js';
import type { OrderItemRow } from '../core/order-mapper.js';
import { replacedWithOf } from '../core/replacement-mapper.js';
import { catalogueNote } from '../core/timeline-note.js';
import type { LifecycleContext } from './context.js';
import type { LifecycleRepository } from './repository.js';
import { runTransition, type TransitionResult } from './transition.js';

export const APPROVE_MESSAGES = {
  noReplacement: 'This item has no replacement to refuse',
  nothingLeft: 'Refusing this would leave nothing to buy. Cancel the order instead.',
} as const;

/** The refused ids must each name an item the shopper replaced (by the original item's product id). */
function checkRefusals(items: readonly OrderItemRow[], refused: readonly string[]): Set<string> {
  const replaced = new Set(
    items.flatMap((i) =>
      i.isAvailable === false && i.replacedWithProductId && i.productId ? [i.productId] : [],
    ),
  );
  const errors: FieldError[] = refused.flatMap((productId, index) =>
    replaced.has(productId)
      ? []
      : [{ field: `refusedReplacements.${index}`, message: APPROVE_MESSAGES.noReplacement }],
  );
  if (errors.length > 0) throw validationError(errors);
  return new Set(refused);
}

/**
 * The customer accepts the revision, refusing any replacements they do not want (PRODUCT.md §12): the
 * revised items become the order's items (new quantities and prices; unavailable or zero-quantity lines
 * removed), a kept replacement stays on its item as a line of the order and a refused one becomes a
 * removal (its units go back). The order value is recomputed with the revision arithmetic, and the
 * reserved stock follows the new quantities, so the order page, the bill and the stock agree.
 */
export async function approveRevision(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  input: { refusedReplacements?: readonly string[] } = {},
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'approve_revision',
    apply: async ({ tx, row, repo, now }) => {
      const items = await repo.items(row.id);
      const refused = checkRefusals(items, input.refusedReplacements ?? []);
      const changes = new Map<string, number>();
      const after: RevisableItem[] = [];
      for (const item of items) {
        const kept = await approveItem(repo, item, !!item.productId && refused.has(item.productId), changes);
        if (kept) after.push(kept);
      }
      if (revisedItemCount(after) === 0)
        throw validationError([{ field: 'refusedReplacements', message: APPROVE_MESSAGES.nothingLeft }]);
      if (row.stockReserved) await new ProductStockRepository(tx).apply(changes, now);
      const value = revisedOrderValue(after, { deliveryFee: row.deliveryFee, taxRate: row.taxRate });
      return {
        patch: { ...value, revisedOrderValue: null },
        note: catalogueNote(TIMELINE_NOTES.revisionApprovedTotal, { total: formatRupees(value.total) }),
      };
    },
  });
}

/** Writes one item as the approval leaves it, notes its stock change, and answers it (null: removed). */
async function approveItem(
  repo: LifecycleRepository,
  item: OrderItemRow,
  refuse: boolean,
  changes: Map<string, number>,
): Promise<RevisableItem | null> {
  if (item.isAvailable === false) {
    // Its own units went back at the revision; only a replacement can still be held.
    if (!item.replacedWithProductId) {
      await repo.deleteItem(item.id);
      return null;
    }
    if (refuse) {
      addStockChange(changes, item.replacedWithProductId, -(item.replacedWithQuantity ?? 0));
      await repo.updateItem(item.id, { replacedWithRefused: true });
    }
    return { ...item, replacedWith: replacedWithOf({ ...item, replacedWithRefused: refuse }) };
  }
  const quantity = Math.max(0, revisedQuantity(item));
  const price = revisedPrice(item);
  // A named item (issue 29) holds no stock; its price is the shopper's, now approved.
  if (item.productId) addStockChange(changes, item.productId, quantity - item.quantity);
  if (quantity === 0) {
    await repo.deleteItem(item.id);
    return null;
  }
  // The first order is kept, so the customer still sees "3 → 2" (Modified) after approving.
  const changed = quantity !== item.quantity || price !== item.price;
  await repo.updateItem(item.id, {
    quantity,
    price,
    isAvailable: true,
    revisedQuantity: null,
    revisedPrice: null,
    ...(changed
      ? {
          originalQuantity: item.originalQuantity ?? item.quantity,
          originalPrice: item.originalPrice ?? item.price,
        }
      : {}),
  });
  return { price, quantity, isAvailable: true };
}
