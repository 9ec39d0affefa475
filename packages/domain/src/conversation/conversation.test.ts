import { describe, expect, it } from 'vitest';
import { pickProgress, pickShown } from '../orders/item-picks.js';
import type { OrderItem } from '../orders/order.js';
import { DEFAULT_REPLACEMENT_CHOICE } from '../orders/replacement.js';
import { pickFromSaved, savedPickFor } from '../staff-app/saved-picks.js';
import { conversationOpen, isCatalogueMessage, messagePreview } from './conversation.js';

const hours = (n: number) => n * 3_600_000;
const at = new Date('2026-11-25T10:00:00Z');

describe('the conversation window', () => {
  it('is open while the order runs and for 24 hours after it ends', () => {
    expect(conversationOpen({ status: 'shopping_in_progress', endedAt: null }, at)).toBe(true);
    const ended = new Date(at.getTime() - hours(23));
    expect(conversationOpen({ status: 'delivered', endedAt: ended }, at)).toBe(true);
    expect(conversationOpen({ status: 'cancelled', endedAt: new Date(at.getTime() - hours(24)) }, at)).toBe(
      false,
    );
    expect(conversationOpen({ status: 'delivered', endedAt: null }, at)).toBe(false);
  });

  it('previews the first line, or "Photo" for a photo alone, and knows its own words', () => {
    expect(messagePreview({ text: '\n Found it \nsecond', imageUrl: null }, 'Photo')).toBe('Found it');
    expect(messagePreview({ text: '', imageUrl: '/x' }, 'Photo')).toBe('Photo');
    expect(messagePreview({ text: 'x'.repeat(200), imageUrl: null }, 'Photo')).toHaveLength(120);
    expect(isCatalogueMessage("Yes, that's fine")).toBe(true);
    expect(isCatalogueMessage('Please call me about my order')).toBe(true);
    expect(isCatalogueMessage('{name} typed this')).toBe(false);
  });
});

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  productId: 'p1',
  isCustom: false,
  name: 'Atta',
  unit: 'kg',
  price: 50,
  quantity: 2,
  notes: '',
  isAvailable: null,
  revisedQuantity: null,
  revisedPrice: null,
  shopperNotes: null,
  replacement: DEFAULT_REPLACEMENT_CHOICE,
  replacedWith: null,
  itemId: 'i1',
  ...over,
});
const saved = { quantity: null, price: null, pickedAt: at.toISOString() };

describe("the shopper's saved ticks", () => {
  it('count what was found, replaced and missing of all the items (issue 47: a replacement is not found)', () => {
    expect(
      pickProgress([
        { pick: { ...saved, state: 'found' } },
        { pick: { ...saved, state: 'changed' } },
        { pick: { ...saved, state: 'not_available' } },
        { pick: { ...saved, state: 'replaced' } },
        { isCustom: true, pick: { ...saved, state: 'changed', price: 40 } },
        { pick: null },
      ]),
    ).toEqual({ found: 3, replaced: 1, notAvailable: 1, done: 5, total: 6 });
  });

  it('read a priced item the app does not list as priced, not changed', () => {
    expect(pickShown({ isCustom: true, pick: { ...saved, state: 'changed', price: 40 } })).toBe('priced');
    expect(pickShown({ isCustom: false, pick: { ...saved, state: 'changed', quantity: 3 } })).toBe('changed');
    expect(pickShown({ pick: null })).toBeNull();
  });

  it('go to the server and come back as the same checklist tick', () => {
    const changed = pickFromSaved(item({ pick: { ...saved, state: 'changed', quantity: 3, price: 55 } }));
    expect(changed).toMatchObject({ state: 'changed', quantity: 3, price: 55 });
    expect(savedPickFor(item(), changed)).toEqual({ itemId: 'i1', state: 'changed', quantity: 3, price: 55 });
    expect(pickFromSaved(item({ pick: { ...saved, state: 'not_available' } }))).toMatchObject({
      state: 'unavailable',
      replacement: null,
    });
    expect(savedPickFor(item(), { ...changed, state: 'unavailable', replacement: null })).toEqual({
      itemId: 'i1',
      state: 'not_available',
    });
    // Not looked at, or an item without its id: nothing to save.
    expect(savedPickFor(item(), pickFromSaved(item()))).toBeNull();
    expect(savedPickFor(item({ itemId: undefined }), changed)).toBeNull();
  });
});
