import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { PaymentReturnNotice } from './payment-return-notice';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

const hold = (status: string, orderId: string | null) => ({
  id: 'pay-1',
  gatewayOrderId: 'order_1',
  checkoutUrl: '/api/test-gateway/checkout/order_1',
  amount: 457,
  estimate: 415,
  status,
  orderId,
  failure: null,
});

describe('PaymentReturnNotice (issue 48)', () => {
  it('keeps asking after the payment through a gateway or database that cannot say yet, until its order', async () => {
    // The faults bench: with webhooks stalled and the database slow, the answers were "try again" for a while,
    // then a hold authorised whose order was still being placed. The page stopped asking at the first of
    // these and the customer, who had paid, was left on the checkout.
    const answers = [
      ...Array.from({ length: 4 }, () => ({ status: 503, body: { success: false, code: 'UNAVAILABLE' } })),
      { status: 200, body: { success: true, data: { payment: hold('authorized', null) } } },
      { status: 200, body: { success: true, data: { payment: hold('authorized', 'o-1') } } },
    ];
    api.reset();
    api.on('GET /payments/pay-1', (_req, res) => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      json(res, next.status, next.body);
    });
    const router = createMemoryRouter(
      [
        { path: '/checkout', element: <PaymentReturnNotice /> },
        { path: '/orders/:id', element: <p>Your order</p> },
      ],
      { initialEntries: ['/checkout?payment=pay-1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Your order', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/o-1');
  }, 30_000);
});
