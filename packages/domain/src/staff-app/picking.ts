import { isUnpriced } from '../orders/custom-items.js';
import type { OrderItem, OrderValue } from '../orders/order.js';
import type { ReplacedWith } from '../orders/replacement.js';
import { revisedOrderValue } from '../orders/revision.js';

/** The shopper is in the shop ticking items off: the checklist shows the items, not the plain list. */
export const isPicking = (status: string): boolean => status === 'shopping_in_progress';

/**
 * The shopper's picking checklist: what they found on the shelf for each item. `found` with the
 * ordered quantity and price is "no change"; anything else becomes part of a revision.
 */
export type PickState = 'unchecked' | 'found' | 'unavailable' | 'changed';

/** PRODUCT.md §12: the product the shopper brings instead of a not-available item, as the catalogue shows it. */
export interface PickReplacement {
  productId: string;
  quantity: number;
  name: string;
  price: number;
  unit: string;
  imageUrl: string | null;
}

export interface Pick {
  /** The order item it ticks: its stable id (issue 29), or its product for orders read before ids. */
  key: string;
  /** An item the app does not list (issue 29): it has no price until the shopper gives one. */
  custom?: boolean;
  state: PickState;
  quantity: number;
  price: number;
  note: string;
  /**
   * Only for a not-available item: the product brought instead, `null` once the shopper chose
   * "No replacement" (or the customer said "Don't replace"), absent while not yet decided.
   */
  replacement?: PickReplacement | null;
}

/** How the checklist names an item: its stable id, else its product (every item has one or the other). */
export const itemKey = (item: {
  itemId?: string | undefined;
  productId: string | null;
  name: string;
}): string => item.itemId ?? item.productId ?? item.name;

export const initialPick = (item: OrderItem): Pick => ({
  key: itemKey(item),
  ...(isUnpriced(item) ? { custom: true } : {}),
  state: 'unchecked',
  quantity: item.quantity,
  price: item.price ?? 0,
  note: '',
  // "Don't replace": the customer already decided, so "Not available" alone completes the item.
  ...(item.replacement.mode === 'none' ? { replacement: null } : {}),
});

/** A pick differs from the order when the item is missing or its quantity or price changed. */
export function isPickChanged(pick: Pick, item: OrderItem): boolean {
  if (pick.state === 'unavailable') return true;
  // An unpriced named item is always part of the revision: that is where it gets its price.
  if (pick.custom && pick.state !== 'unchecked') return true;
  if (pick.state !== 'changed') return false;
  return pick.quantity !== item.quantity || pick.price !== item.price;
}

/** A not-available item whose replacement (a product, or none) is not chosen yet. */
export const awaitsReplacementChoice = (pick: Pick): boolean =>
  pick.state === 'unavailable' && pick.replacement === undefined;

/** Looked at, and when missing, its replacement decided. */
export const isPickDone = (pick: Pick): boolean =>
  pick.state !== 'unchecked' && !awaitsReplacementChoice(pick);

/** Every item has been looked at (found, missing or changed) and every missing one has its replacement decided. */
export const isPickingComplete = (picks: readonly Pick[]): boolean =>
  picks.length > 0 && picks.every(isPickDone);

const QUANTITY_ERROR = 'Quantity must be a whole number from 1 to 999';
const isQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= 999;

/** A changed quantity must be a whole number from 1 to 999 and a price above 0 (0 items is "Not available"). */
export function pickError(pick: Pick): string | null {
  if (pick.state === 'unavailable' && pick.replacement && !isQuantity(pick.replacement.quantity))
    return QUANTITY_ERROR;
  if (pick.state !== 'changed' && !(pick.custom && pick.state === 'found')) return null;
  if (!isQuantity(pick.quantity)) return QUANTITY_ERROR;
  if (!(pick.price > 0) || pick.price > 10_000_000) return 'Enter a price above 0';
  return null;
}

/** The product brought instead, when the item is missing, replaceable and a product was chosen. */
function chosenReplacement(pick: Pick, item: OrderItem): PickReplacement | null {
  if (pick.state !== 'unavailable' || item.replacement.mode === 'none') return null;
  return pick.replacement ?? null;
}

/**
 * The body of POST /shopper/orders/:id/revise: every changed item (the others stay as ordered). A
 * not-available item carries no quantity or price, and its replacement when one was chosen (the server
 * prices it from its own catalogue).
 */
export function revisionFromPicks(items: readonly OrderItem[], picks: readonly Pick[]) {
  return {
    items: items.flatMap((item) => {
      const pick = picks.find((p) => p.key === itemKey(item));
      if (!pick || !isPickChanged(pick, item)) return [];
      // Issue 29: the line names the item by its stable id; a named item has no product to name.
      const name = item.itemId ? { itemId: item.itemId } : { productId: item.productId ?? '' };
      if (pick.state === 'unavailable') {
        const replacement = chosenReplacement(pick, item);
        return [
          {
            ...name,
            isAvailable: false,
            shopperNotes: pick.note.trim(),
            ...(replacement
              ? { replacement: { productId: replacement.productId, quantity: replacement.quantity } }
              : {}),
          },
        ];
      }
      return [
        {
          ...name,
          isAvailable: true,
          revisedQuantity: pick.quantity,
          revisedPrice: pick.price,
          shopperNotes: pick.note.trim(),
        },
      ];
    }),
  };
}

/** What the order will show for a chosen replacement; it matches the customer's own "This instead" product. */
export function replacedWithFromPick(item: OrderItem, replacement: PickReplacement): ReplacedWith {
  return {
    productId: replacement.productId,
    name: replacement.name,
    unit: replacement.unit,
    price: replacement.price,
    imageUrl: replacement.imageUrl,
    quantity: replacement.quantity,
    matchesPreference:
      item.replacement.mode === 'specific' && item.replacement.productId === replacement.productId,
    refused: false,
  };
}

/** The order's items as the revision would leave them (the shape the revision arithmetic reads). */
export function revisedItemsFromPicks(items: readonly OrderItem[], picks: readonly Pick[]): OrderItem[] {
  return items.map((item) => {
    const pick = picks.find((p) => p.key === itemKey(item));
    if (!pick || !isPickChanged(pick, item)) return item;
    if (pick.state === 'unavailable') {
      const replacement = chosenReplacement(pick, item);
      return {
        ...item,
        isAvailable: false,
        revisedQuantity: 0,
        revisedPrice: item.price,
        replacedWith: replacement ? replacedWithFromPick(item, replacement) : null,
      };
    }
    return { ...item, isAvailable: true, revisedQuantity: pick.quantity, revisedPrice: pick.price };
  });
}

/**
 * The order's tax rate, read back from its value (an order keeps its amounts, not the rate): tax is
 * charged on the subtotal rounded to the rupee (PRODUCT.md §9), so taxes / that base is the rate.
 */
export function orderTaxRate(value: OrderValue): number {
  const base = Math.round(value.subtotal);
  if (base <= 0 || value.taxes <= 0) return 0;
  return Math.round((value.taxes / base) * 100 * 100) / 100;
}

/** The total the shopper sees before sending; the server computes the binding one from its own prices. */
export const previewRevisedValue = (
  order: { items: readonly OrderItem[]; orderValue: OrderValue },
  picks: readonly Pick[],
): OrderValue =>
  revisedOrderValue(revisedItemsFromPicks(order.items, picks), {
    deliveryFee: order.orderValue.deliveryFee,
    taxRate: orderTaxRate(order.orderValue),
  });
