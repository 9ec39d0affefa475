import { z } from 'zod';
import type { SavedPick } from './order-record-schemas.js';

/**
 * Issue 29: the shopper's tick on one item, saved on the server as it happens (so it survives a reload
 * or a second device) and shown to the customer live.
 */
export const SAVED_PICK_STATES = ['found', 'not_available', 'changed', 'replaced'] as const;
export type SavedPickState = (typeof SAVED_PICK_STATES)[number];

export const itemPickSchema = z.object({
  itemId: z.string().uuid(),
  state: z.enum(SAVED_PICK_STATES),
  quantity: z.number().int().min(0).max(1000).optional(),
  price: z.number().min(0).max(1_000_000).multipleOf(0.01).optional(),
});
export type ItemPick = z.infer<typeof itemPickSchema>;

export const savePicksRequestSchema = z.object({ items: z.array(itemPickSchema).min(1).max(200) });

export interface OrderPicksEvent {
  orderId: string;
  items: { itemId: string; pick: SavedPick | null }[];
}

/**
 * What the customer reads for one tick (issue 47). A named item the app does not list is saved as
 * "changed" once the shopper gives it a price: for the customer it was found, at a price, not changed.
 */
export type PickShown = 'found' | 'priced' | 'changed' | 'replaced' | 'not_available';

export function pickShown(item: { isCustom?: boolean | null; pick?: SavedPick | null }): PickShown | null {
  if (!item.pick) return null;
  if (item.pick.state === 'changed' && item.isCustom === true) return 'priced';
  return item.pick.state;
}

/**
 * "Found 5 of 7, 1 replaced, 1 not available": of all the order's items, those found as ordered (or with
 * another quantity, or priced), those brought as another product, and those missing; `done` were looked at.
 */
export function pickProgress(items: { isCustom?: boolean | null; pick?: SavedPick | null }[]): {
  found: number;
  replaced: number;
  notAvailable: number;
  total: number;
  done: number;
} {
  const shown = items.map(pickShown);
  const count = (...states: PickShown[]) => shown.filter((state) => state && states.includes(state)).length;
  return {
    found: count('found', 'priced', 'changed'),
    replaced: count('replaced'),
    notAvailable: count('not_available'),
    done: shown.filter(Boolean).length,
    total: items.length,
  };
}

export const PICK_MESSAGES = {
  notPicking: 'Items can be ticked only while the shopper is shopping',
  unknownItem: 'This item is not on the order',
} as const;
