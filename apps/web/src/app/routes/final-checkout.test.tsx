import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutCustomer, checkoutShop } from '../../features/checkout/test/fixtures';
import { useAuthStore } from '../../lib/auth-store';
import { useCartStore } from '../../lib/cart-store';
import { json, startLocalApi } from '../../test/local-api';
import { Component as FinalCheckout } from './final-checkout';

/** PRODUCT.md §13: checkout names the response time of the shop in the cart, as the shop reply says. */
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

const shopReply = (responseMinutes?: number) =>
  api.on(`GET /shops/${checkoutShop._id}`, (_req, res) =>
    json(res, 200, {
      success: true,
      data: { shop: { ...checkoutShop, isOpenNow: true, closedToday: false, responseMinutes } },
    }),
  );

function show() {
  const router = createMemoryRouter([{ path: '/final-checkout', element: <FinalCheckout /> }], {
    initialEntries: ['/final-checkout'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  api.reset();
  api.on('GET /me/addresses', (_req, res) => json(res, 200, { success: true, data: { addresses: [] } }));
  useAuthStore.setState({ token: 't', user: checkoutCustomer });
  useCartStore.getState().clear();
  useCartStore
    .getState()
    .addItem(
      { _id: 'p-milk', name: 'Gokul Milk 500 ml', price: 30, shopId: checkoutShop._id },
      checkoutShop,
      1,
    );
});
afterEach(() => {
  useCartStore.getState().clear();
  useAuthStore.setState({ token: null, user: null });
});

describe("the checkout's response time", () => {
  it("is the shop's own", async () => {
    shopReply(3);
    show();
    expect(
      await screen.findByRole('group', { name: "If you don't answer changes within 3 minutes:" }),
    ).toBeInTheDocument();
  });

  it('is the default 10 minutes when the shop names none', async () => {
    shopReply(undefined);
    show();
    expect(
      await screen.findByRole('group', { name: "If you don't answer changes within 10 minutes:" }),
    ).toBeInTheDocument();
  });
});
