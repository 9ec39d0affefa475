import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { useCartStore } from '../../../lib/cart-store';
import { json, startLocalApi } from '../../../test/local-api';
import { checkoutCustomer, checkoutShop } from '../test/fixtures';
import { CheckoutPage } from './checkout-page';

/** PRODUCT.md §12: the order carries each item's replacement and what happens without an answer. */
const shop = checkoutShop;
const user = checkoutCustomer;
const home = {
  _id: 'a-home',
  label: 'Home',
  isDefault: true,
  street: 'Flat 7, Ranade Road',
  area: 'Dadar West',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400028',
  coordinates: { lat: 19.02, lng: 72.84 },
  instructions: '',
  contactName: 'Asha Verma',
  contactPhone: '+91 9876501234',
};
const taaza = { _id: 'p-taaza', name: 'Amul Taaza 500 ml', unit: 'pack', price: 27, imageUrl: null };

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

function show(responseMinutes?: number) {
  const router = createMemoryRouter(
    [
      { path: '/final-checkout', element: <CheckoutPage responseMinutes={responseMinutes} /> },
      { path: '/order-confirmation/:id', element: <p>Confirmed</p> },
      { path: '/orders/:id', element: <p>Your order</p> },
    ],
    { initialEntries: ['/final-checkout'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.reset();
  api.on('GET /me/addresses', (_req, res) => json(res, 200, { success: true, data: { addresses: [home] } }));
  api.on('POST /orders', (_req, res) =>
    json(res, 201, {
      success: true,
      data: { order: { _id: 'o1', orderNumber: 'J1', total: 230, createdAt: '' } },
    }),
  );
  useAuthStore.setState({ token: 't', user });
  const cart = useCartStore.getState();
  cart.clear();
  cart.addItem({ _id: 'p-milk', name: 'Gokul Milk 500 ml', price: 30, shopId: shop._id }, shop, 2);
  cart.addItem({ _id: 'p-rice', name: 'Rice', price: 100, shopId: shop._id }, shop, 1);
  cart.addItem({ _id: 'p-dal', name: 'Toor Dal', price: 150, shopId: shop._id }, shop, 1);
});
afterEach(() => {
  useCartStore.getState().clear();
  useAuthStore.setState({ token: null, user: null });
});

describe('checkout answers (PRODUCT.md §12)', () => {
  it('asks what happens without an answer within the shop time, "Approve the changes" first', async () => {
    show(15);
    expect(
      screen.getByRole('group', { name: "If you don't answer changes within 15 minutes:" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Approve the changes/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cancel the order/ })).not.toBeChecked();
  });

  it('sends every item’s replacement (own choice or the order default) and ifNoAnswer', async () => {
    useCartStore.getState().setReplacement('p-milk', { mode: 'specific', product: taaza });
    useCartStore.getState().setReplacement('p-rice', { mode: 'best_match', product: null });
    useCartStore.getState().setReplacementDefault('none');
    show();
    expect(
      screen.getByRole('group', { name: "If you don't answer changes within 10 minutes:" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Cancel the order/ }));
    await waitFor(() => expect(screen.getByTestId('address-card')).toHaveTextContent(home.street));
    await userEvent.click(screen.getByRole('button', { name: /^Place order/ }));
    await screen.findByText('Confirmed');
    const body = api.seen.find((r) => r.method === 'POST' && r.path === '/orders')?.body as {
      items: { productId: string; replacement: unknown }[];
      ifNoAnswer: string;
    };
    expect(body.ifNoAnswer).toBe('cancel');
    expect(body.items.map((i) => [i.productId, i.replacement])).toEqual([
      ['p-milk', { mode: 'specific', productId: 'p-taaza' }],
      ['p-rice', { mode: 'best_match' }],
      ['p-dal', { mode: 'none' }],
    ]);
  });
});
