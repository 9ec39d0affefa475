import type { OrderItem } from '../orders/order.js';

/** The shopper is in the shop ticking items off: the checklist shows the items, not the plain list. */
export const isPicking = (status: string): boolean => status === 'shopping_in_progress';

/**
 * The shopper's picking checklist: what they found on the shelf for each item. `found` with the
 * ordered quantity and price is "no change"; anything else becomes part of a revision.
 */
export type PickState = 'unchecked' | 'found' | 'unavailable' | 'changed';

export interface Pick {
  productId: string;
  state: PickState;
  quantity: number;
  price: number;
  note: string;
}

export const initialPick = (item: OrderItem): Pick => ({
  productId: item.productId,
  state: 'unchecked',
  quantity: item.quantity,
  price: item.price,
  note: '',
});

/** A pick differs from the order when the item is missing or its quantity or price changed. */
export function isPickChanged(pick: Pick, item: OrderItem): boolean {
  if (pick.state === 'unavailable') return true;
  if (pick.state !== 'changed') return false;
  return pick.quantity !== item.quantity || pick.price !== item.price;
}

/** Every item has been looked at (found, missing or changed). */
export const isPickingComplete = (picks: readonly Pick[]): boolean =>
  picks.length > 0 && picks.every((pick) => pick.state !== 'unchecked');

/** A changed quantity must be a whole number from 1 to 999 and a price above 0 (0 items is "Not available"). */
export function pickError(pick: Pick): string | null {
  if (pick.state !== 'changed') return null;
  if (!Number.isInteger(pick.quantity) || pick.quantity < 1 || pick.quantity > 999)
    return 'Quantity must be a whole number from 1 to 999';
  if (!(pick.price > 0) || pick.price > 10_000_000) return 'Enter a price above 0';
  return null;
}

/** The body of POST /shopper/orders/:id/revise: every changed item (the others stay as ordered). */
export function revisionFromPicks(items: readonly OrderItem[], picks: readonly Pick[]) {
  return {
    items: items.flatMap((item) => {
      const pick = picks.find((p) => p.productId === item.productId);
      if (!pick || !isPickChanged(pick, item)) return [];
      const missing = pick.state === 'unavailable';
      return [
        {
          productId: item.productId,
          isAvailable: !missing,
          revisedQuantity: missing ? 0 : pick.quantity,
          revisedPrice: missing ? item.price : pick.price,
          shopperNotes: pick.note.trim(),
        },
      ];
    }),
  };
}
