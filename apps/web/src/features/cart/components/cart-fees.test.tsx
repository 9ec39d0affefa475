import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import { usePlaceStore } from '../../../lib/place-store';
import { loadHindiInTests } from '../../../test/languages';
import { json, startLocalApi } from '../../../test/local-api';
import { CartPage } from './cart-page';

// Issue 45: the cart shows each fee the server quotes, and what would remove it.
const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Mahalaxmi Dairy', deliveryFee: 15 };
const milk = {
  _id: 'c1c2d3e4-0000-4000-8000-000000000002',
  name: 'Cow Milk',
  price: 68,
  unit: 'L',
  shopId: shop._id,
};
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

const quote = (extra: object = {}) => ({
  subtotal: 68,
  fees: [
    { kind: 'delivery', label: 'Delivery fee', amount: 25, addToRemove: 231 },
    { kind: 'small_cart', label: 'Small cart fee', amount: 10, addToRemove: 81 },
  ],
  taxes: 0,
  total: 103,
  freeDeliveryAbove: 299,
  minimumOrder: 99,
  shortBy: 31,
  ...extra,
});

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
  loadHindiInTests();
});
afterAll(async () => api.close());
beforeEach(() => {
  api.reset();
  useCartStore.getState().clear();
  useCartStore.getState().addItem(milk, shop, 1);
  usePlaceStore.getState().setPlace({
    label: 'Mahim',
    lat: 19.04,
    lng: 72.84,
    pin: '400016',
    city: 'Mumbai',
    state: 'Maharashtra',
    source: 'typed',
  });
});
afterEach(async () => {
  useCartStore.getState().clear();
  usePlaceStore.getState().clearPlace();
  await useLanguageStore.getState().setLanguage('en');
});

function show() {
  const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the cart’s fees (issue 45)', () => {
  it('shows each quoted fee, what removes it, and refuses to go on below the minimum', async () => {
    api.on('POST /cart/quote', (_req, res) => json(res, 200, { success: true, data: quote() }));
    show();
    const hints = await screen.findByTestId('fee-hints');
    expect([...within(hints).getAllByRole('listitem')].map((li) => plain(li.textContent))).toEqual([
      'Add ₹31.00 more to reach the minimum order of ₹99.00',
      'Add ₹231.00 more for free delivery',
      'Add ₹81.00 more to drop the small cart fee',
    ]);
    expect(plain(screen.getByTestId('fee-small_cart').textContent)).toBe('Small cart fee₹10.00');
    expect(plain(screen.getByTestId('order-total').textContent)).toBe('₹103.00');
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('₹103.00');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    // The server prices the cart: only ids and quantities go, with the chosen place.
    expect(api.seen.find((r) => r.path === '/cart/quote')?.body).toEqual({
      shopId: shop._id,
      items: [{ productId: milk._id, quantity: 1 }],
      lat: 19.04,
      lng: 72.84,
    });
  });

  it('says delivery is free once it is, in Hindi too', async () => {
    await useLanguageStore.getState().setLanguage('hi');
    const free = quote({ subtotal: 340, fees: [{ kind: 'delivery', label: 'x', amount: 0 }], total: 340 });
    delete (free as { shortBy?: number }).shortBy;
    api.on('POST /cart/quote', (_req, res) => json(res, 200, { success: true, data: free }));
    show();
    expect(await screen.findByText('आपको मुफ़्त डिलीवरी मिल रही है')).toBeInTheDocument();
    expect(plain(screen.getByTestId('fee-delivery').textContent)).toBe('डिलीवरी शुल्कमुफ़्त');
    expect(screen.getByRole('button', { name: 'चेकआउट पर जाएँ' })).toBeEnabled();
  });

  it('keeps the cart’s own figures and offers a retry when the fees cannot be had', async () => {
    api.on('POST /cart/quote', (_req, res) => json(res, 500, { success: false, message: 'down' }));
    show();
    expect(await screen.findByText('The fees could not be worked out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('order-total').textContent)).toBe('₹83.00');
  });
});
