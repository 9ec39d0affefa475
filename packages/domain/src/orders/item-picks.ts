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
export type SavePicksRequest = z.infer<typeof savePicksRequestSchema>;

export interface OrderPicksEvent {
  orderId: string;
  items: { itemId: string; pick: SavedPick | null }[];
}

/** "Found 7 of 12": the items looked at and found (or changed, or replaced), of all the order's items. */
export function pickProgress(items: { pick?: SavedPick | null }[]): {
  found: number;
  total: number;
  done: number;
} {
  const done = items.filter((item) => item.pick).length;
  const found = items.filter((item) => item.pick && item.pick.state !== 'not_available').length;
  return { found, done, total: items.length };
}

export const PICK_MESSAGES = {
  notPicking: 'Items can be ticked only while the shopper is shopping',
  unknownItem: 'This item is not on the order',
} as const;
