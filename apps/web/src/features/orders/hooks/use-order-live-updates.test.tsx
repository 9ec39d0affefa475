import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, Order, ServerToClientEvents } from '@jhola/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { useNotifications } from '../../../lib/notifications-store';
import { configureRealtime, connectRealtime, disconnectRealtime, useRealtime } from '../../../lib/socket';
import { json, startLocalApi } from '../../../test/local-api';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrder } from '../api/get-order';
import { orderKeys } from '../api/order-keys';
import {
  applyOrderEvent,
  applyOrdersSnapshot,
  SNAPSHOT_WAIT_MS,
  useOrderLiveUpdates,
} from './use-order-live-updates';

let api: Awaited<ReturnType<typeof startLocalApi>>;
/** A real local socket.io server standing in for the app's, for what a connection makes the app ask. */
const httpServer = createServer();
const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, { path: '/socket.io' });
/** Whether the stand-in answers a connection with its snapshot, as the real server does. */
let sendsSnapshot = true;
io.on('connection', (socket) => {
  // The real server reads the snapshot from the database after the connection: it comes a moment later.
  socket.on('join', () => {
    if (sendsSnapshot) setTimeout(() => socket.emit('ordersSnapshot', { orders: [] }), 20);
  });
});

beforeAll(async () => {
  api = await startLocalApi();
  // The orders are a signed-in customer's (a visitor asks for none, decision 0057).
  useAuthStore.setState({ token: 't', user: null });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  configureRealtime({ url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` });
});
afterAll(async () => {
  useAuthStore.setState({ token: null, user: null });
  await api.close();
  await io.close();
});
afterEach(() => {
  disconnectRealtime();
  sendsSnapshot = true;
  vi.useRealTimers();
});

function OrdersProbe() {
  useOrderLiveUpdates();
  const orders = useCustomerOrders();
  return <p>{orders.data ? `orders: ${orders.data.length}` : 'loading'}</p>;
}

/** Renders the probe, and gives the number of orders-list requests the local API has answered. */
async function ordersOnScreen() {
  let served = 0;
  api.on('GET /orders/customer', (_req, res) => {
    served += 1;
    json(res, 200, { success: true, data: [], pagination: { page: 1, limit: 50, total: 0 } });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  render(
    <QueryClientProvider client={client}>
      <OrdersProbe />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('orders: 0')).toBeInTheDocument();
  return () => served;
}

describe('useOrderLiveUpdates on a connection', () => {
  it('fetches the orders once on a new one, when the snapshot comes, not once on connect and again for the snapshot', async () => {
    const served = await ordersOnScreen();
    expect(served()).toBe(1);
    // Requests are seen as the app starts them: one the connect would start is started before the snapshot
    // arrives (one connection, in order), so none can still be on its way when the snapshot's is served.
    const requests = vi.spyOn(globalThis, 'fetch');
    const ordersAsked = () =>
      requests.mock.calls.filter(([url]) => String(url).includes('/orders/customer')).length;
    connectRealtime({ token: 't', userId: 'u1' });
    await waitFor(() => expect(useRealtime.getState().status).toBe('connected'));
    expect(useRealtime.getState().recovered).toBe(false);
    await waitFor(() => expect(served()).toBe(2));
    expect(ordersAsked()).toBe(1);
    requests.mockRestore();
  });

  it('fetches them anyway when the snapshot does not come within SNAPSHOT_WAIT_MS', async () => {
    sendsSnapshot = false;
    // The clock runs as usual (the socket's own timers), and is moved on by hand past the wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const served = await ordersOnScreen();
    connectRealtime({ token: 't', userId: 'u1' });
    await waitFor(() => expect(useRealtime.getState().status).toBe('connected'));
    act(() => vi.advanceTimersByTime(SNAPSHOT_WAIT_MS - 1));
    expect(served()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(served()).toBe(2));
  });

  it('fetches them again after a reconnect socket.io recovered, which no snapshot answers', async () => {
    act(() => useRealtime.setState({ status: 'connected' }));
    const served = await ordersOnScreen();
    const before = served();
    // The connection drops and comes back recovered: nothing in the cache is stale by time (staleTime
    // 60 s), and no snapshot comes, so only the reconnect can cause this fetch.
    act(() => useRealtime.setState({ status: 'disconnected' }));
    act(() =>
      useRealtime.setState((s) => ({ status: 'connected', recovered: true, connection: s.connection + 1 })),
    );
    await waitFor(() => expect(served()).toBe(before + 1));
  });
});

function OrderProbe({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  return <p>{order.data ? `status: ${order.data.status}` : 'loading'}</p>;
}

describe('applyOrdersSnapshot', () => {
  it('shows the snapshot at once, then refetches so a stale snapshot is corrected by the server', async () => {
    const id = '0195f0a2-0000-7000-8000-000000000001';
    const order = (status: string) => ({ _id: id, status, createdAt: new Date().toISOString() });
    api.on(`GET /orders/${id}`, (_req, res) =>
      json(res, 200, { success: true, data: { order: order('accepted_by_shopper') } }),
    );
    api.on('GET /orders/customer', (_req, res) => json(res, 200, { success: true, data: [] }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <OrderProbe orderId={id} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('status: accepted_by_shopper')).toBeInTheDocument();

    // A snapshot read before the shopper arrived reaches the app after the newer state.
    api.on(`GET /orders/${id}`, (_req, res) =>
      json(res, 200, { success: true, data: { order: order('shopper_at_shop') } }),
    );
    act(() => applyOrdersSnapshot(client, [order('pending_shopper') as never]));
    expect(await screen.findByText('status: shopper_at_shop')).toBeInTheDocument();
  });
});

describe('applyOrdersSnapshot, many orders at once', () => {
  it('writes the list once for the whole snapshot, each order in place, a newer listed copy kept', () => {
    const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const order = (n: number, status: string, minute: number) =>
      ({
        _id: `0195f0a2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
        status,
        createdAt: at(0),
        updatedAt: at(minute),
      }) as never as Order;
    const client = new QueryClient();
    const listed = Array.from({ length: 8 }, (_, n) => order(n, 'pending_shopper', n === 7 ? 9 : 1));
    client.setQueryData(orderKeys.customerList(), listed);
    let listWrites = 0;
    const listHash = client.getQueryCache().find({ queryKey: orderKeys.customerList() })?.queryHash;
    const stop = client.getQueryCache().subscribe((event) => {
      // A write of the data (the refetch it then asks for is an 'invalidate', not counted).
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === listHash)
        listWrites += 1;
    });
    // Every order moved while the customer was away; the last one's listed copy is newer than the snapshot's.
    applyOrdersSnapshot(
      client,
      listed.map((_, n) => order(n, 'accepted_by_shopper', 2)),
    );
    stop();
    expect(listWrites).toBe(1);
    const list = client.getQueryData<Order[]>(orderKeys.customerList()) ?? [];
    expect(list.map((o) => o.status)).toEqual([...Array(7).fill('accepted_by_shopper'), 'pending_shopper']);
    expect(client.getQueryData<Order>(orderKeys.detail(listed[0]!._id))?.status).toBe('accepted_by_shopper');
  });
});

describe('applyOrderEvent', () => {
  it('stores the order an event carries, and asks the server for nothing (issue 25)', async () => {
    const id = '0195f0a2-0000-7000-8000-000000000002';
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds)).toISOString();
    const order = (status: string, updatedAt: string) =>
      ({ _id: id, status, createdAt: at(0), updatedAt, deliveryBoyLocation: null }) as never;
    let served = 0;
    api.on(`GET /orders/${id}`, (_req, res) => {
      served += 1;
      json(res, 200, { success: true, data: { order: order('pending_shopper', at(1)) } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <OrderProbe orderId={id} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('status: pending_shopper')).toBeInTheDocument();
    expect(served).toBe(1);

    const event = (status: string, updatedAt: string) => ({
      orderId: id,
      status: status as never,
      timestamp: updatedAt,
      message: '',
      order: order(status, updatedAt),
    });
    act(() => applyOrderEvent(client, event('accepted_by_shopper', at(2))));
    expect(await screen.findByText('status: accepted_by_shopper')).toBeInTheDocument();
    // An event older than what is shown (it overtook nothing) never turns the order back.
    act(() => applyOrderEvent(client, event('pending_shopper', at(1))));
    expect(screen.getByText('status: accepted_by_shopper')).toBeInTheDocument();
    expect(served).toBe(1);
  });

  it('does not announce a step relayed after a later one, and keeps the later notice (issue 48)', () => {
    const id = '0195f0a2-0000-7000-8000-000000000003';
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds)).toISOString();
    const now = { _id: id, status: 'bill_uploaded', createdAt: at(0), updatedAt: at(9) } as never;
    const client = new QueryClient();
    useNotifications.getState().clear();
    applyOrderEvent(client, {
      orderId: id,
      status: 'bill_uploaded',
      timestamp: at(9),
      message: '',
      order: now,
    });
    // The shopper's acceptance, made at 2 s by a process that died before pushing it, relayed at 9 s
    // with the order as it is now.
    applyOrderEvent(client, {
      orderId: id,
      status: 'accepted_by_shopper',
      timestamp: at(2),
      message: '',
      order: now,
    });
    expect(useNotifications.getState().items.map((n) => n.id)).toEqual([`order:${id}:bill_uploaded`]);
    expect(client.getQueryData(orderKeys.detail(id))).toMatchObject({ status: 'bill_uploaded' });
  });
});

function ListProbe() {
  const orders = useCustomerOrders();
  return <p>{orders.data ? `list: ${orders.data.map((o) => o.status).join(',')}` : 'loading'}</p>;
}

describe('a fetch that lands after a live event', () => {
  it('keeps the newer copy the event stored: a cancelled order does not come back as active', async () => {
    const id = '0195f0a2-0000-7000-8000-000000000009';
    const order = (status: string, updatedAt: string) => ({
      _id: id,
      orderNumber: 'JH-9',
      status,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt,
    });
    const accepted = order('accepted_by_shopper', '2026-11-26T10:01:00.000Z');
    api.on('GET /orders/customer', (_req, res) => json(res, 200, { success: true, data: [accepted] }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <ListProbe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('list: accepted_by_shopper')).toBeInTheDocument();

    // The server read the list before the cancellation; its answer is held until the event has landed.
    let answer = () => {};
    api.on('GET /orders/customer', (_req, res) => {
      answer = () => json(res, 200, { success: true, data: [accepted] });
    });
    const asked = () => api.seen.filter((r) => r.path === '/orders/customer').length;
    const before = asked();
    const refetch = client.refetchQueries({ queryKey: orderKeys.customerList() });
    await waitFor(() => expect(asked()).toBe(before + 1));
    act(() =>
      applyOrderEvent(client, {
        orderId: id,
        status: 'cancelled',
        action: 'cancelled',
        order: order('cancelled', '2026-11-26T10:02:00.000Z'),
      } as never),
    );
    expect(await screen.findByText('list: cancelled')).toBeInTheDocument();
    answer();
    await act(() => refetch);
    const cached = client.getQueryData<{ status: string }[]>(orderKeys.customerList());
    expect(cached?.map((o) => o.status)).toEqual(['cancelled']);
    await act(async () => {}); // the observers' batched notification
    expect(screen.getByText('list: cancelled')).toBeInTheDocument();
  });
});
