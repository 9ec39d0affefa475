import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomItemToCart } from '../../../lib/cart-custom-items';
import { CART_STORAGE_KEY, useCartStore } from '../../../lib/cart-store';
import { CartPage } from './cart-page';

/** Issue 29: "Can't find it? Ask your shopper" in the cart, kept in the persisted cart. */
const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const otherShop = { _id: 'b1c2d3e4-0000-4000-8000-000000000002', name: 'Apna Bazaar', deliveryFee: 20 };
const rice = { _id: 'p-rice', name: 'Basmati Rice', price: 120, unit: 'kg', shopId: shop._id };
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

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

beforeEach(() => {
  useCartStore.getState().clear();
  useCartStore.getState().addItem(rice, shop, 2);
});
afterEach(() => useCartStore.getState().clear());

// Much typing: a loaded machine needs more than the default 5 s (not a speed check).
describe('items the app does not list, in the cart', () => {
  it('adds a named item from the cart, shows it as priced by the shopper and leaves it out of the total', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Ask for an item' }));
    const dialog = screen.getByRole('dialog', { name: "Can't find it? Ask your shopper" });
    await user.type(within(dialog).getByLabelText('What do you need?'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByText('Name the item in at least 2 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What do you need?'), 'arigold flowers');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.type(within(dialog).getByLabelText('Notes for your shopper (optional)'), 'Yellow');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(items).getByText('Marigold flowers')).toBeInTheDocument();
    expect(within(items).getByText('Priced by your shopper')).toBeInTheDocument();
    expect(screen.getByText('The total excludes 1 item priced by your shopper')).toBeInTheDocument();
    // The total is the rice and the delivery fee only.
    expect(plain(screen.getByTestId('order-total').textContent)).toBe('₹270.00');
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.state.customItems).toEqual([
      expect.objectContaining({ customName: 'Marigold flowers', quantity: 2, notes: 'Yellow' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Marigold flowers' }));
    expect(screen.queryByText('Marigold flowers')).not.toBeInTheDocument();
    expect(screen.queryByText(/The total excludes/)).not.toBeInTheDocument();
  });

  it('keeps a cart of named items only, and starts a new cart for another shop', () => {
    useCartStore.getState().clear();
    expect(addCustomItemToCart({ customName: 'Fresh jasmine', quantity: 1 }, shop)).toEqual({
      ok: true,
      outcome: 'added',
    });
    show();
    expect(screen.getByText('Fresh jasmine')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh Mart' })).toBeInTheDocument();
    expect(addCustomItemToCart({ customName: 'Agarbatti', quantity: 1 }, otherShop)).toEqual({
      ok: true,
      outcome: 'reset',
    });
    expect(useCartStore.getState().customItems.map((i) => i.customName)).toEqual(['Agarbatti']);
    for (let i = 1; i < 10; i++) addCustomItemToCart({ customName: `Thing ${i}`, quantity: 1 }, otherShop);
    expect(addCustomItemToCart({ customName: 'One more', quantity: 1 }, otherShop)).toEqual({
      ok: false,
      message: 'You can ask for at most 10 items the app does not list in one order',
    });
  });
});
