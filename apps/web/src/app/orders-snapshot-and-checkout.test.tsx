import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAcceptanceTime } from '../features/checkout/api/get-acceptance-time';
import { useCustomerOrders } from '../features/orders/api/get-customer-orders';
import { applyOrdersSnapshot } from '../features/orders/hooks/use-order-live-updates';
import { useAuthStore } from '../lib/auth-store';
import { json, startLocalApi } from '../test/local-api';

/** The checkout shows the shop's acceptance estimate while the customer's orders stay live. */
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
  // The orders are a signed-in customer's (a visitor asks for none, decision 0057).
  useAuthStore.setState({ token: 't', user: null });
});
afterAll(async () => {
  useAuthStore.setState({ token: null, user: null });
  await api.close();
});

describe('applyOrdersSnapshot and the checkout', () => {
  it("refetches the customer's orders, not the shop's acceptance estimate (a queue, polled on its own)", async () => {
    const shopId = '0195f0a2-0000-7000-8000-0000000000aa';
    let estimates = 0;
    let lists = 0;
    api.on(`GET /orders/acceptance-time/${shopId}`, (_req, res) => {
      estimates += 1;
      json(res, 200, {
        success: true,
        data: { pendingOrdersCount: 2, estimatedMinutes: 9, estimatedTime: '9 min' },
      });
    });
    api.on('GET /orders/customer', (_req, res) => {
      lists += 1;
      json(res, 200, { success: true, data: [], pagination: { page: 1, limit: 50, total: 0 } });
    });
    function CheckoutProbe() {
      const estimate = useAcceptanceTime(shopId);
      const orders = useCustomerOrders();
      return (
        <p>{estimate.loading || !orders.data ? 'loading' : `pending: ${estimate.data.pendingOrdersCount}`}</p>
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CheckoutProbe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('pending: 2')).toBeInTheDocument();
    expect([estimates, lists]).toEqual([1, 1]);
    act(() => applyOrdersSnapshot(client, []));
    await waitFor(() => expect(lists).toBe(2));
    expect(estimates).toBe(1);
  });
});
