import type { ItemPick } from '../orders/item-picks.js';
import type { OrderItem } from '../orders/order.js';
import { initialPick, type Pick } from './picking.js';

/**
 * Issue 29: the checklist's tick as the server keeps it (`PUT /shopper/orders/:id/picks`); null for an
 * item not looked at yet (or one without a stable id, from before ids were sent), which is not saved.
 */
export function savedPickFor(item: OrderItem, pick: Pick): ItemPick | null {
  if (!item.itemId || pick.state === 'unchecked') return null;
  switch (pick.state) {
    case 'found':
      return { itemId: item.itemId, state: 'found' };
    case 'changed':
      return { itemId: item.itemId, state: 'changed', quantity: pick.quantity, price: pick.price };
    case 'unavailable':
      return { itemId: item.itemId, state: pick.replacement ? 'replaced' : 'not_available' };
  }
}

/**
 * The checklist's starting tick from what the server saved, so a reload or a second device carries on
 * where the shopper was. A replaced item comes back as not available with its replacement to choose again
 * (the product chosen is sent with the revision, not with the tick).
 */
export function pickFromSaved(item: OrderItem): Pick {
  const start = initialPick(item);
  const saved = item.pick;
  if (!saved) return start;
  switch (saved.state) {
    case 'found':
      return { ...start, state: 'found' };
    case 'changed':
      return {
        ...start,
        state: 'changed',
        quantity: saved.quantity ?? item.quantity,
        price: saved.price ?? item.price ?? 0,
      };
    case 'not_available':
      return { ...start, state: 'unavailable', replacement: null };
    case 'replaced':
      return { ...start, state: 'unavailable' };
  }
}
