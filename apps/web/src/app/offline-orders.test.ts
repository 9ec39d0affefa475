import type { AuthUser } from '@jhola/domain';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '../features/orders/api/order-keys';
import { ApiError } from '../lib/api-error';
import { useAuthStore } from '../lib/auth-store';
import { forgetCustomerData } from '../lib/forget-customer';
import { keepOrdersForOffline } from './offline-orders';
import { createQueryClient, startFromBrowserOnline } from './query-client';

const asha = {
  _id: 'u-asha',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
};
const ravi = { ...asha, _id: 'u-ravi', email: 'ravi@example.com' };
const orders = [{ _id: 'o1', orderNumber: 'ORD-1' }];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  useAuthStore.getState().signOut();
});

describe('the orders kept for offline', () => {
  it('keeps the order list and details per customer (not bills) and restores them with their time', async () => {
    useAuthStore.getState().signIn('t', asha as AuthUser);
    const first = new QueryClient();
    keepOrdersForOffline(first);
    first.setQueryData(orderKeys.customerList(), orders);
    first.setQueryData(orderKeys.detail('o1'), orders[0]);
    first.setQueryData(orderKeys.bill('o1'), 'blob:secret');
    first.setQueryData(['shops'], ['not kept']);
    const updatedAt = first.getQueryState(orderKeys.customerList())!.dataUpdatedAt;
    await vi.advanceTimersByTimeAsync(600);
    expect(Object.keys(localStorage)).toContain('offlineOrders:u-asha');

    const reopened = new QueryClient();
    keepOrdersForOffline(reopened);
    expect(reopened.getQueryData(orderKeys.customerList())).toEqual(orders);
    expect(reopened.getQueryData(orderKeys.detail('o1'))).toEqual(orders[0]);
    expect(reopened.getQueryState(orderKeys.customerList())!.dataUpdatedAt).toBe(updatedAt);
    expect(reopened.getQueryData(orderKeys.bill('o1'))).toBeUndefined();
    expect(reopened.getQueryData(['shops'])).toBeUndefined();
    // However young, a restored copy is fetched again by the next screen that uses it (a session ended
    // elsewhere must still meet its 401).
    expect(reopened.getQueryState(orderKeys.customerList())!.isInvalidated).toBe(true);
    expect(reopened.getQueryState(orderKeys.detail('o1'))!.isInvalidated).toBe(true);
  });

  it('arriving after the first screen: keeps what that screen fetched, and leaves it valid', async () => {
    useAuthStore.getState().signIn('t', asha as AuthUser);
    const earlier = new QueryClient();
    keepOrdersForOffline(earlier);
    earlier.setQueryData(orderKeys.customerList(), [{ _id: 'o0', orderNumber: 'ORD-0' }]);
    earlier.setQueryData(orderKeys.detail('o0'), { _id: 'o0', orderNumber: 'ORD-0' });
    await vi.advanceTimersByTimeAsync(600);

    // The next page load: its first screen fetched the list before this chunk arrived (online).
    await vi.advanceTimersByTimeAsync(1000);
    const page = new QueryClient();
    page.setQueryData(orderKeys.customerList(), orders);
    keepOrdersForOffline(page);
    // The fresh list stays as fetched and valid (no second request); the detail only the copy had is
    // shown and fetched again when used.
    expect(page.getQueryData(orderKeys.customerList())).toEqual(orders);
    expect(page.getQueryState(orderKeys.customerList())!.isInvalidated).toBe(false);
    expect(page.getQueryState(orderKeys.detail('o0'))!.isInvalidated).toBe(true);
    // And the fresh list is written for the next offline opening without waiting for another change.
    await vi.advanceTimersByTimeAsync(600);
    expect(localStorage.getItem('offlineOrders:u-asha')).toContain('ORD-1');
  });

  it('keeps the latest copy when the page goes away before the write delay is over', () => {
    useAuthStore.getState().signIn('t', asha as AuthUser);
    const client = new QueryClient();
    keepOrdersForOffline(client);
    client.setQueryData(orderKeys.customerList(), orders);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('offlineOrders:u-asha')).toContain('ORD-1');
  });

  it('shows one customer nothing of another, and logout leaves nothing', async () => {
    useAuthStore.getState().signIn('t', asha as AuthUser);
    const client = new QueryClient();
    keepOrdersForOffline(client);
    client.setQueryData(orderKeys.customerList(), orders);
    await vi.advanceTimersByTimeAsync(600);
    forgetCustomerData();
    useAuthStore.getState().signOut();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('offlineOrders:'))).toEqual([]);

    useAuthStore.getState().signIn('t', ravi as AuthUser);
    const next = new QueryClient();
    keepOrdersForOffline(next);
    expect(next.getQueryData(orderKeys.customerList())).toBeUndefined();
  });
});

const lastSeen = { _id: 'o1', status: 'pending_shopper' };
const now = { _id: 'o1', status: 'accepted_by_shopper' };

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** What the browser does without a network: no answer (the transport's status 0). */
const getOrder = vi.fn(async () => {
  if (!online) throw new ApiError(0, 'Unable to connect to server.');
  return now;
});

describe('the app opened without a network (issue 19)', () => {
  it('shows the kept order on a screen that asked before the copy arrived, and catches up online', async () => {
    useAuthStore.getState().signIn('t', asha as AuthUser);
    const before = createQueryClient();
    keepOrdersForOffline(before);
    before.setQueryData(orderKeys.detail('o1'), lastSeen);
    // Kept, then last seen a minute before the app opens again: older than the stale time.
    await vi.advanceTimersByTimeAsync(60_000);

    online = false;
    startFromBrowserOnline();
    const client = createQueryClient();
    client.mount();
    const screen = new QueryObserver(client, { queryKey: orderKeys.detail('o1'), queryFn: getOrder });
    const stop = screen.subscribe(() => undefined);
    keepOrdersForOffline(client);
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getCurrentResult()).toMatchObject({ status: 'success', data: lastSeen });
    expect(getOrder).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getCurrentResult()).toMatchObject({ status: 'success', data: now });
    stop();
    client.unmount();
  });
});
