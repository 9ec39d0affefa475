import { formatRupees, TIMELINE_NOTES, type TimelineNoteText } from '@jhola/domain';
import type { OrderItemRow } from '../core/order-mapper.js';
import { catalogueNote } from '../core/timeline-note.js';
import type { PricedReplacement } from '../replacements/revise-replacements.js';

/** What the shopper said about one item (a revise request's line). */
export interface RevisionInput {
  /** The order item (issue 29; the only name of an item the app does not list), or its product. */
  itemId?: string | undefined;
  productId?: string | undefined;
  isAvailable: boolean;
  /** Required for a found item (the schema checks); a not-available item needs neither. */
  revisedQuantity?: number | undefined;
  revisedPrice?: number | undefined;
  shopperNotes?: string;
  /** PRODUCT.md §12: the product brought instead of a not-available item; the server prices it. */
  replacement?: { productId: string; quantity: number } | undefined;
}

const formatQty = (unit: string, quantity: number) => `${quantity} ${unit}`.trim();

/**
 * "Milk unavailable → replaced with Amul Milk 2 × ₹30.00; Bread 2 → 1" for the timeline, as catalogue
 * texts (issue 19) so each reader gets it in their language; product names stay as the shop wrote them.
 */
export function describeChanges(
  items: readonly OrderItemRow[],
  /** The revision's lines by order item id. */
  byItem: ReadonlyMap<string, RevisionInput>,
  replacements: ReadonlyMap<string, PricedReplacement>,
): TimelineNoteText {
  const changes: TimelineNoteText[] = [];
  for (const item of items) {
    const r = byItem.get(item.id);
    if (!r) continue;
    const quantity = r.revisedQuantity ?? item.quantity;
    const price = r.revisedPrice ?? item.price;
    if (r.isAvailable && item.price === null) {
      // Issue 29: the shopper priced an item the customer named.
      changes.push(
        catalogueNote(TIMELINE_NOTES.itemPriced, {
          item: item.name,
          quantity,
          price: formatRupees(price ?? 0),
        }),
      );
      continue;
    }
    const replacement = replacements.get(item.id);
    if (!r.isAvailable && replacement)
      changes.push(
        catalogueNote(TIMELINE_NOTES.itemReplaced, {
          item: item.name,
          replacement: replacement.replacedWithName,
          quantity: replacement.replacedWithQuantity,
          price: formatRupees(replacement.replacedWithPrice),
        }),
      );
    else if (!r.isAvailable) changes.push(catalogueNote(TIMELINE_NOTES.itemUnavailable, { item: item.name }));
    else if (quantity !== item.quantity)
      changes.push(
        catalogueNote(TIMELINE_NOTES.itemQuantity, {
          item: item.name,
          from: formatQty(item.unit, item.quantity),
          to: formatQty(item.unit, quantity),
        }),
      );
    else if (price !== item.price)
      changes.push(
        catalogueNote(TIMELINE_NOTES.itemPrice, {
          item: item.name,
          from: formatRupees(item.price ?? 0),
          to: formatRupees(price ?? 0),
        }),
      );
  }
  return changes.length > 0
    ? catalogueNote(TIMELINE_NOTES.revised, { changes })
    : catalogueNote(TIMELINE_NOTES.revisedNoChanges);
}
