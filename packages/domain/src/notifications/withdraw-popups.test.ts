import { describe, expect, it } from 'vitest';
import { emptyPopupState, enqueuePopup, withdrawPopups } from './notifications.js';

describe('withdrawPopups', () => {
  it("drops an order's stale alerts from the screen and the queue, keeping the rest and the slot", () => {
    let state = enqueuePopup(emptyPopupState, 'order:a:bill_uploaded', 0);
    state = { ...state, current: state.queue[0]!, queue: [], shownAt: 5 };
    state = enqueuePopup(state, 'order:b:accepted_by_shopper', 1);
    state = enqueuePopup(state, 'order:a:shopper_revised_order', 2);
    const next = withdrawPopups(state, (id) => id.startsWith('order:a:'));
    expect(next.current).toBeNull();
    expect(next.queue.map((p) => p.id)).toEqual(['order:b:accepted_by_shopper']);
    expect(next.shownAt).toBe(5);
    expect(withdrawPopups(next, (id) => id.startsWith('order:a:'))).toBe(next);
  });
});
