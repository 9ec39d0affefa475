import { orderSummary, orderValueOf, roundMoney } from './money.js';
import type { OrderValue } from './order.js';

/**
 * PRODUCT.md §5 "Revised order": the arithmetic of a shopper's revision, shared by the server (which computes
 * revisedOrderValue) and the review screen (which shows the per-item cards). Fields arrive loosely typed
 * from older servers, so every number is coerced.
 */
export interface RevisableItem {
  price: unknown;
  quantity: unknown;
  isAvailable?: boolean | null | undefined;
  revisedQuantity?: unknown;
  revisedPrice?: unknown;
  /** Set once a revision was approved: what the customer first ordered (the item now holds the result). */
  originalQuantity?: unknown;
  originalPrice?: unknown;
  /** PRODUCT.md §12: the product brought instead of a not-available item (counts unless refused). */
  replacedWith?: { price: unknown; quantity: unknown; refused?: boolean } | null | undefined;
}

/**
 * Issue 13 overrides PRODUCT.md §2's "Unavailable": the shopper could not get the item, which is what the
 * customer needs to read.
 */
export type RevisionBadge = 'Not available' | 'Modified' | 'No Changes';

/** Coerces to a finite number; anything else counts as 0. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

const isPresent = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/** What was ordered: the kept original after an approved revision, else the item's own value. */
export const originalQuantity = (item: RevisableItem): number =>
  toNumber(isPresent(item.originalQuantity) ? item.originalQuantity : item.quantity);
export const originalPrice = (item: RevisableItem): number =>
  toNumber(isPresent(item.originalPrice) ? item.originalPrice : item.price);

/** The revised value when present, otherwise the item's current value. */
export const revisedQuantity = (item: RevisableItem): number =>
  isPresent(item.revisedQuantity) ? toNumber(item.revisedQuantity) : toNumber(item.quantity);
export const revisedPrice = (item: RevisableItem): number =>
  isPresent(item.revisedPrice) ? toNumber(item.revisedPrice) : toNumber(item.price);

/** What the card shows as the new quantity: never below 0. */
export const displayedRevisedQuantity = (item: RevisableItem): number => Math.max(0, revisedQuantity(item));

export const isUnavailable = (item: RevisableItem): boolean => item.isAvailable === false;

/** A not-available item replaced by another product that the customer has not refused. */
export const isReplaced = (item: RevisableItem): boolean =>
  isUnavailable(item) && !!item.replacedWith && item.replacedWith.refused !== true;

/** What the replacement adds to the revised subtotal (0 when the item is not replaced). */
export const replacementLineTotal = (item: RevisableItem): number =>
  isReplaced(item) && item.replacedWith
    ? roundMoney(Math.max(0, toNumber(item.replacedWith.quantity)) * toNumber(item.replacedWith.price))
    : 0;

/** Changed when unavailable or when the quantity or the price differs from the original. */
export const isItemChanged = (item: RevisableItem): boolean =>
  isUnavailable(item) ||
  revisedQuantity(item) !== originalQuantity(item) ||
  revisedPrice(item) !== originalPrice(item);

export function revisionBadge(item: RevisableItem): RevisionBadge {
  if (isUnavailable(item)) return 'Not available';
  return isItemChanged(item) ? 'Modified' : 'No Changes';
}

export const originalLineTotal = (item: RevisableItem): number =>
  roundMoney(originalQuantity(item) * originalPrice(item));

/**
 * An unavailable item contributes its replacement (0 when none or refused); one whose revised quantity is
 * 0 or less contributes 0.
 */
export function revisedLineTotal(item: RevisableItem): number {
  if (isUnavailable(item)) return replacementLineTotal(item);
  const quantity = revisedQuantity(item);
  if (quantity <= 0) return 0;
  return roundMoney(quantity * revisedPrice(item));
}

/** Items that still count after the revision (available with a quantity above 0, or replaced). */
export const revisedItemCount = (items: readonly RevisableItem[]): number =>
  items.filter((item) => isReplaced(item) || (!isUnavailable(item) && revisedQuantity(item) > 0)).length;

/**
 * The revised order value: the revised subtotal with the order's own delivery fee and tax rate
 * (the rate applied at placement; 0 when the shop charges no tax), by the PRODUCT.md §9 money rules of money.ts.
 */
export function revisedOrderValue(
  items: readonly RevisableItem[],
  charges: { deliveryFee: number; taxRate: number },
): OrderValue {
  const lines = items
    .filter((item) => revisedLineTotal(item) > 0)
    .map((item) =>
      isReplaced(item) && item.replacedWith
        ? { price: toNumber(item.replacedWith.price), quantity: toNumber(item.replacedWith.quantity) }
        : { price: revisedPrice(item), quantity: revisedQuantity(item) },
    );
  const shop = { deliveryFee: charges.deliveryFee, hasTax: charges.taxRate > 0, taxRate: charges.taxRate };
  return orderValueOf(orderSummary(lines, shop));
}

/** Issue 13: what the items the shopper could not get (or set to 0) would have cost. */
export const removedItemsValue = (items: readonly RevisableItem[]): number =>
  roundMoney(
    items
      .filter((item) => !isReplaced(item) && (isUnavailable(item) || revisedQuantity(item) <= 0))
      .reduce((sum, item) => sum + originalLineTotal(item), 0),
  );

export type RevisionDifference =
  | { kind: 'save'; label: 'You Save:'; amount: number }
  | { kind: 'additional'; label: 'Additional Amount:'; amount: number }
  | { kind: 'none' };

/** "You Save:" when the revised total is lower, "Additional Amount:" when higher, nothing when equal. */
export function revisionDifference(originalTotal: unknown, revisedTotal: unknown): RevisionDifference {
  const diff = roundMoney(toNumber(revisedTotal) - toNumber(originalTotal));
  if (diff < 0) return { kind: 'save', label: 'You Save:', amount: -diff };
  if (diff > 0) return { kind: 'additional', label: 'Additional Amount:', amount: diff };
  return { kind: 'none' };
}
