import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import { REMOVE_ANIMATION_MS } from './cart-item-row';
import { CartPage } from './cart-page';

const shop = {
  _id: 'b1c2d3e4-0000-4000-8000-000000000001',
  name: 'Fresh Mart',
  deliveryFee: 30,
  hasTax: true,
  taxRate: 5,
};
const rice = { _id: 'p-rice', name: 'Basmati Rice', price: 120, unit: 'kg', shopId: shop._id };
const dal = { _id: 'p-dal', name: 'Toor Dal', price: 150.5, unit: 'kg', shopId: shop._id };
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

function show() {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/final-checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useCartStore.getState().clear();
  useCartStore.getState().addItem(rice, shop, 2);
  useCartStore.getState().addItem(dal, shop, 1);
});
afterEach(() => {
  vi.useRealTimers();
  useCartStore.getState().clear();
});

describe('CartPage', () => {
  it('lists items with per-item totals and the domain order summary', () => {
    show();
    expect(screen.getByText('Basmati Rice')).toBeInTheDocument();
    expect(plain(screen.getByText('Total for Basmati Rice:').parentElement?.textContent)).toContain(
      '₹240.00',
    );
    // subtotal 390.50, tax = round(390.50) = 391 × 5% = 19.55, delivery 30
    expect(plain(screen.getByText(/Subtotal/).textContent)).toBe('Subtotal (3 items)');
    expect(plain(screen.getByText('Taxes').nextElementSibling?.textContent)).toBe('₹19.55');
    expect(plain(screen.getByTestId('order-total').textContent)).toBe('₹440.05');
  });

  it('changes a quantity when the field is left, and 0 removes the item', async () => {
    show();
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Basmati Rice' });
    expect(input).toHaveAttribute('min', '1');
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(useCartStore.getState().items.find((i) => i._id === 'p-rice')?.quantity).toBe(3);
    const dalInput = screen.getByRole('spinbutton', { name: 'Quantity of Toor Dal' });
    await user.clear(dalInput);
    await user.type(dalInput, '0{Enter}');
    expect(useCartStore.getState().items.map((i) => i._id)).toEqual(['p-rice']);
  });

  it('takes one away with the minus, and at one the minus removes the item after its 300 ms animation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Basmati Rice' }));
    expect(useCartStore.getState().items.find((i) => i._id === 'p-rice')?.quantity).toBe(1);
    expect(screen.getByRole('button', { name: 'Remove Basmati Rice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Toor Dal' }));
    expect(screen.getByText('Toor Dal').closest('li')).toHaveAttribute('data-removing', 'true');
    expect(useCartStore.getState().items).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REMOVE_ANIMATION_MS);
    });
    expect(useCartStore.getState().items.map((i) => i._id)).toEqual(['p-rice']);
    expect(screen.queryByText('Toor Dal')).toBeNull();
  });

  it('Clear Cart empties it and shows Start Shopping', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(useCartStore.getState().selectedShop).toBeNull();
  });

  it('Proceed to Checkout opens /final-checkout', async () => {
    const router = show();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/final-checkout');
  });
});
