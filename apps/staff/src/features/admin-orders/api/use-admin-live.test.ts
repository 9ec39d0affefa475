import { describe, expect, it } from 'vitest';
import { order } from '../../../test/fixtures';
import { mergeIntoBoard } from './use-admin-live';

describe('mergeIntoBoard', () => {
  const a = order({ _id: 'a', status: 'pending_shopper' });
  const b = order({ _id: 'b', status: 'shopper_at_shop' });

  it('adds a new order and replaces a changed one', () => {
    const moved = { ...a, status: 'accepted_by_shopper' as const };
    expect(mergeIntoBoard([a], b)?.map((o) => o._id)).toEqual(['b', 'a']);
    expect(mergeIntoBoard([a, b], moved)).toEqual([moved, b]);
  });

  it('drops an order once it is delivered or cancelled, and leaves an unloaded board alone', () => {
    expect(mergeIntoBoard([a, b], { ...a, status: 'cancelled' })).toEqual([b]);
    expect(mergeIntoBoard(undefined, a)).toBeUndefined();
  });

  it('keeps the board’s unread count: a single order carries none (issue 29)', () => {
    const moved = { ...a, status: 'accepted_by_shopper' as const };
    expect(mergeIntoBoard([{ ...a, unreadMessages: 3 }], moved)?.[0]?.unreadMessages).toBe(3);
    expect(
      mergeIntoBoard([{ ...a, unreadMessages: 3 }], { ...moved, unreadMessages: 0 })?.[0]?.unreadMessages,
    ).toBe(0);
  });
});
