import { formatRupees } from '@jhola/domain';
import type { OrderItemRow } from '../orders/order-mapper.js';
import type { PricedReplacement } from './revise-replacements.js';

/** What the shopper said about one item (a revise request's line). */
export interface RevisionInput {
  productId: string;
  isAvailable: boolean;
  /** Required for a found item (the schema checks); a not-available item needs neither. */
  revisedQuantity?: number | undefined;
  revisedPrice?: number | undefined;
  shopperNotes?: string;
  /** PRODUCT.md §12: the product brought instead of a not-available item; the server prices it. */
  replacement?: { productId: string; quantity: number } | undefined;
}

const formatQty = (unit: string, quantity: number) => `${quantity} ${unit}`.trim();

/** "Milk unavailable → replaced with Amul Milk 2 × ₹30.00; Bread 2 → 1" for the timeline. */
export function describeChanges(
  items: readonly OrderItemRow[],
  byProduct: ReadonlyMap<string, RevisionInput>,
  replacements: ReadonlyMap<string, PricedReplacement>,
): string {
  const changes: string[] = [];
  for (const item of items) {
    const r = byProduct.get(item.productId);
    if (!r) continue;
    const quantity = r.revisedQuantity ?? item.quantity;
    const price = r.revisedPrice ?? item.price;
    const replacement = replacements.get(item.id);
    if (!r.isAvailable && replacement)
      changes.push(
        `${item.name} unavailable → replaced with ${replacement.replacedWithName} ` +
          `${replacement.replacedWithQuantity} × ${formatRupees(replacement.replacedWithPrice)}`,
      );
    else if (!r.isAvailable) changes.push(`${item.name} unavailable`);
    else if (quantity !== item.quantity)
      changes.push(`${item.name} ${formatQty(item.unit, item.quantity)} → ${formatQty(item.unit, quantity)}`);
    else if (price !== item.price)
      changes.push(`${item.name} price ${formatRupees(item.price)} → ${formatRupees(price)}`);
  }
  return changes.length > 0 ? `Revised: ${changes.join('; ')}` : 'Revised: no changes';
}
