import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealtime } from '../../../lib/socket';
import { json, startLocalApi } from '../../../test/local-api';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrderLiveUpdates } from './use-order-live-updates';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());

function OrdersProbe() {
  useOrderLiveUpdates();
  const orders = useCustomerOrders();
  return <p>{orders.data ? `orders: ${orders.data.length}` : 'loading'}</p>;
}

describe('useOrderLiveUpdates after a reconnect', () => {
  it('fetches the orders again, so a change missed while away is shown', async () => {
    let served = 0;
    api.on('GET /orders/customer', (_req, res) => {
      served += 1;
      json(res, 200, { success: true, data: [], pagination: { page: 1, limit: 50, total: 0 } });
    });
    act(() => useRealtime.setState({ status: 'connected' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <OrdersProbe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('orders: 0')).toBeInTheDocument();
    const before = served;

    // The connection drops and comes back: nothing in the cache is stale by time (staleTime 60 s),
    // so only the reconnect can cause this fetch.
    act(() => useRealtime.setState({ status: 'disconnected' }));
    act(() => useRealtime.setState({ status: 'connected' }));
    await waitFor(() => expect(served).toBe(before + 1));
  });
});
