import {
  type FieldError,
  formatRupees,
  orderSummary,
  orderValueOf,
  revisedItemCount,
  revisedOrderValue,
  revisedPrice,
  revisedQuantity,
} from '@jhola/domain';
import { validationError } from '../../http/errors.js';
import type { OrderItemRow } from '../orders/order-mapper.js';
import type { Actor } from './actor.js';
import type { LifecycleContext } from './context.js';
import { runTransition, type TransitionResult } from './transition.js';

export interface RevisionInput {
  productId: string;
  isAvailable: boolean;
  /** Required for a found item (the schema checks); a not-available item needs neither. */
  revisedQuantity?: number | undefined;
  revisedPrice?: number | undefined;
  shopperNotes?: string;
}

const formatQty = (item: OrderItemRow, quantity: number) => `${quantity} ${item.unit}`.trim();

/** "Milk unavailable; Bread 2 → 1" for the timeline. */
function describeChanges(items: OrderItemRow[], byProduct: Map<string, RevisionInput>): string {
  const changes: string[] = [];
  for (const item of items) {
    const r = byProduct.get(item.productId);
    if (!r) continue;
    const quantity = r.revisedQuantity ?? item.quantity;
    const price = r.revisedPrice ?? item.price;
    if (!r.isAvailable) changes.push(`${item.name} unavailable`);
    else if (quantity !== item.quantity)
      changes.push(`${item.name} ${formatQty(item, item.quantity)} → ${formatQty(item, quantity)}`);
    else if (price !== item.price)
      changes.push(`${item.name} price ${formatRupees(item.price)} → ${formatRupees(price)}`);
  }
  return changes.length > 0 ? `Revised: ${changes.join('; ')}` : 'Revised: no changes';
}

/**
 * The shopper's revision: per item availability, quantity, price and note. Items must be the order's;
 * items not listed stay as ordered. The server computes revisedOrderValue with the order's own
 * delivery fee and tax rate.
 */
export async function reviseOrder(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  input: { items: RevisionInput[]; note?: string },
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'revise',
    apply: async ({ row, repo }) => {
      const items = await repo.items(row.id);
      const known = new Set(items.map((i) => i.productId));
      const errors: FieldError[] = [];
      const byProduct = new Map<string, RevisionInput>();
      input.items.forEach((r, index) => {
        if (!known.has(r.productId))
          errors.push({
            field: `items.${index}.productId`,
            message: 'This product is not part of the order',
          });
        else if (byProduct.has(r.productId))
          errors.push({ field: `items.${index}.productId`, message: 'This product is listed twice' });
        else byProduct.set(r.productId, r);
      });
      if (errors.length > 0) throw validationError(errors);

      const revised = items.map((item) => {
        const r = byProduct.get(item.productId);
        return r
          ? {
              ...item,
              isAvailable: r.isAvailable,
              revisedQuantity: r.isAvailable ? (r.revisedQuantity ?? item.quantity) : 0,
              revisedPrice: r.revisedPrice ?? item.price,
              shopperNotes: r.shopperNotes?.trim() || null,
            }
          : { ...item, isAvailable: true, revisedQuantity: null, revisedPrice: null, shopperNotes: null };
      });
      if (revisedItemCount(revised) === 0) {
        throw validationError([
          { field: 'items', message: 'Nothing would be left to buy. Cancel the order instead.' },
        ]);
      }
      for (const item of revised) {
        await repo.updateItem(item.id, {
          isAvailable: item.isAvailable,
          revisedQuantity: item.revisedQuantity,
          revisedPrice: item.revisedPrice,
          shopperNotes: item.shopperNotes,
        });
      }
      const value = revisedOrderValue(revised, { deliveryFee: row.deliveryFee, taxRate: row.taxRate });
      return {
        patch: { revisedOrderValue: value },
        note: input.note?.trim() || describeChanges(items, byProduct),
      };
    },
  });
}

/**
 * The customer accepts the revision: the revised items become the order's items (new quantities and
 * prices; unavailable or zero-quantity lines removed), the order value is recomputed from them, and
 * the reserved stock follows the new quantities.
 */
export async function approveRevision(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'approve_revision',
    apply: async ({ row, repo, now }) => {
      const kept: { price: number; quantity: number }[] = [];
      // Product-id order, as placement and cancellation lock stock rows, so they never deadlock.
      const items = (await repo.items(row.id)).sort((a, b) => (a.productId < b.productId ? -1 : 1));
      for (const item of items) {
        const quantity = item.isAvailable === false ? 0 : Math.max(0, revisedQuantity(item));
        const price = revisedPrice(item);
        if (row.stockReserved) await repo.adjustStock(item.productId, quantity - item.quantity, now);
        if (quantity === 0) {
          await repo.deleteItem(item.id);
          continue;
        }
        kept.push({ price, quantity });
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
      }
      const shop = { deliveryFee: row.deliveryFee, hasTax: row.taxRate > 0, taxRate: row.taxRate };
      const value = orderValueOf(orderSummary(kept, shop));
      return {
        patch: { ...value, revisedOrderValue: null },
        note: `Revision approved; new total ${formatRupees(value.total)}`,
      };
    },
  });
}
