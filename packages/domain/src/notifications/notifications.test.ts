import { describe, expect, it } from 'vitest';
import { apiHealthFromStatus } from '../common/health.js';
import {
  type AppNotification,
  addToNotificationList,
  advancePopups,
  closePopup,
  emptyPopupState,
  enqueuePopup,
  expirePopups,
  NOTIFICATION_LIMIT,
  notificationTarget,
  POPUP_INTERVAL_MS,
  POPUP_TTL_MS,
  soundPlan,
} from './notifications.js';

const entry = (id: string): AppNotification => ({
  id,
  type: 'status_update',
  title: `Title ${id}`,
  message: 'm',
  timestamp: '2025-01-01T00:00:00.000Z',
  priority: 'normal',
  read: false,
});

describe('notification list', () => {
  it('puts the newest first and ignores a duplicate id', () => {
    let list = addToNotificationList([], entry('a'));
    list = addToNotificationList(list, entry('b'));
    list = addToNotificationList(list, { ...entry('a'), title: 'again' });
    expect(list.map((n) => n.id)).toEqual(['b', 'a']);
    expect(list[1]!.title).toBe('Title a');
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    let list: AppNotification[] = [];
    for (let i = 0; i < 60; i++) list = addToNotificationList(list, entry(String(i)));
    expect(list).toHaveLength(NOTIFICATION_LIMIT);
    expect(list[0]!.id).toBe('59');
    expect(list.at(-1)!.id).toBe('10');
  });

  it('links shopping_completed to /orders and order_revised to its review page', () => {
    expect(notificationTarget({ type: 'shopping_completed', orderId: 'o1' })).toBe('/orders');
    expect(notificationTarget({ type: 'order_revised', orderId: 'o1' })).toBe('/revised-order/o1');
    expect(notificationTarget({ type: 'order_revised' })).toBeNull();
    expect(notificationTarget({ type: 'status_update', orderId: 'o1' })).toBeNull();
  });
});

describe('sound plan', () => {
  it('plays urgent and high three times at 0.8, everything else once at 0.5', () => {
    expect(soundPlan('urgent')).toEqual({ repeats: 3, volume: 0.8 });
    expect(soundPlan('high')).toEqual({ repeats: 3, volume: 0.8 });
    expect(soundPlan('normal')).toEqual({ repeats: 1, volume: 0.5 });
    expect(soundPlan(undefined)).toEqual({ repeats: 1, volume: 0.5 });
  });
});

describe('popup cadence', () => {
  const t0 = 1_000_000;

  it('shows one popup at a time, the next no sooner than 15 s after the previous', () => {
    let s = enqueuePopup(emptyPopupState, 'a', t0);
    s = enqueuePopup(s, 'b', t0);
    s = advancePopups(s, t0);
    expect(s.current?.id).toBe('a');
    s = advancePopups(s, t0 + POPUP_INTERVAL_MS - 1);
    expect(s.current?.id).toBe('a');
    s = advancePopups(s, t0 + POPUP_INTERVAL_MS);
    expect(s.current?.id).toBe('b');
    expect(s.queue).toEqual([]);
  });

  it('closing a popup does not let the next one come early', () => {
    let s = advancePopups(enqueuePopup(emptyPopupState, 'a', t0), t0);
    s = enqueuePopup(closePopup(s), 'b', t0 + 1000);
    expect(advancePopups(s, t0 + 2000).current).toBeNull();
    expect(advancePopups(s, t0 + POPUP_INTERVAL_MS).current?.id).toBe('b');
  });

  it('does not queue the same alert twice', () => {
    let s = enqueuePopup(emptyPopupState, 'a', t0);
    s = enqueuePopup(s, 'a', t0 + 5);
    expect(s.queue).toHaveLength(1);
  });

  it('drops alerts that are 5 minutes old, on screen or waiting', () => {
    let s = advancePopups(enqueuePopup(emptyPopupState, 'a', t0), t0);
    s = enqueuePopup(s, 'b', t0 + 60_000);
    s = expirePopups(s, t0 + POPUP_TTL_MS);
    expect(s.current).toBeNull();
    expect(s.queue.map((p) => p.id)).toEqual(['b']);
    s = expirePopups(s, t0 + 60_000 + POPUP_TTL_MS);
    expect(s.queue).toEqual([]);
  });
});

describe('API health', () => {
  it('treats ok and 401 as healthy and every other status as unhealthy', () => {
    expect(apiHealthFromStatus(200)).toBe('healthy');
    expect(apiHealthFromStatus(401)).toBe('healthy');
    for (const status of [400, 403, 404, 500, 502, 503])
      expect(apiHealthFromStatus(status)).toBe('unhealthy');
  });
});
