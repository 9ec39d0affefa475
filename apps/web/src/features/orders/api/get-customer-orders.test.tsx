import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { json, startLocalApi } from '../../../test/local-api';
import { useCustomerOrders } from './get-customer-orders';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
  api.on('GET /orders/customer', (_req, res) => json(res, 200, { success: true, data: [] }));
});
afterAll(async () => api.close());

function Probe() {
  const orders = useCustomerOrders();
  return <p>{orders.fetchStatus}</p>;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );

describe('useCustomerOrders', () => {
  it('asks nothing for a visitor browsing the public screens (decision 0057), and asks once signed in', async () => {
    useAuthStore.setState({ token: null, user: null });
    const { unmount } = show();
    expect(screen.getByText('idle')).toBeInTheDocument();
    unmount();
    expect(api.seen.filter((r) => r.path === '/orders/customer')).toHaveLength(0);
    useAuthStore.setState({ token: 't', user: null });
    show();
    await waitFor(() => expect(api.seen.filter((r) => r.path === '/orders/customer')).toHaveLength(1));
    useAuthStore.setState({ token: null, user: null });
  });
});
