import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATIONS_STORAGE_KEY,
  notify,
  resetPopups,
  selectCurrentPopup,
  selectUnreadCount,
  startPopupExpiry,
  useNotifications,
} from './notifications-store';

const quiet = { sound: false, popup: false };
const state = () => useNotifications.getState();

beforeEach(() => {
  resetPopups();
  useNotifications.setState({ items: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification list', () => {
  it('keeps the newest 50 entries and ignores an id it already has', () => {
    for (let i = 0; i < 55; i++)
      notify({ id: `n${i}`, type: 'status_update', title: `T${i}`, message: '' }, quiet);
    expect(state().items).toHaveLength(50);
    expect(state().items[0]!.id).toBe('n54');
    expect(notify({ id: 'n54', type: 'status_update', title: 'again', message: '' }, quiet)).toBe(false);
    expect(state().items).toHaveLength(50);
    expect(state().items[0]!.title).toBe('T54');
  });

  it('counts unread entries, removes one, marks all read and clears', () => {
    notify({ id: 'a', type: 'notice', title: 'A', message: '' }, quiet);
    notify({ id: 'b', type: 'notice', title: 'B', message: '' }, quiet);
    expect(selectUnreadCount(state())).toBe(2);
    state().remove('a');
    expect(state().items.map((n) => n.id)).toEqual(['b']);
    state().markAllRead();
    expect(selectUnreadCount(state())).toBe(0);
    state().clear();
    expect(state().items).toEqual([]);
  });

  it('remembers entries in local storage', () => {
    notify({ id: 'kept', type: 'order_revised', orderId: 'o1', title: 'Revised', message: 'm' }, quiet);
    const stored = JSON.parse(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? '{}');
    expect(stored.state.items[0]).toMatchObject({ id: 'kept', orderId: 'o1', read: false });
    expect(stored.state.popup).toBeUndefined();
  });

  it('gives an entry without an id one built from its type, order and time', () => {
    notify({ type: 'shopping_completed', orderId: 'o9', title: 'Done', message: '', timestamp: 't1' }, quiet);
    expect(state().items[0]!.id).toBe('shopping_completed:o9:t1');
  });
});

describe('popup alerts', () => {
  const alert = (id: string) =>
    notify({ id, type: 'status_update', title: id, message: '' }, { sound: false });
  const current = () => selectCurrentPopup(state())?.id ?? null;

  it('shows one at a time, one every 15 seconds', () => {
    vi.useFakeTimers();
    alert('a');
    alert('b');
    alert('c');
    expect(current()).toBe('a');
    vi.advanceTimersByTime(14_999);
    expect(current()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(current()).toBe('b');
    state().closePopup();
    expect(current()).toBeNull();
    vi.advanceTimersByTime(14_000);
    expect(current()).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(current()).toBe('c');
  });

  it('lets an alert expire after 5 minutes, found by the check every 60 seconds', () => {
    vi.useFakeTimers();
    const stop = startPopupExpiry();
    vi.advanceTimersByTime(30_000); // the alert arrives between two checks
    alert('old');
    vi.advanceTimersByTime(4 * 60_000 + 30_000 - 1);
    expect(current()).toBe('old');
    vi.advanceTimersByTime(30_001); // 5 min after arrival the alert is stale; the next check drops it
    expect(current()).toBe('old');
    vi.advanceTimersByTime(30_000);
    expect(current()).toBeNull();
    stop();
  });

  it('plays nothing and fails nowhere when the page may not make sound', () => {
    expect(() =>
      notify({ id: 'loud', type: 'notice', title: 'L', message: '', priority: 'urgent' }),
    ).not.toThrow();
  });
});
