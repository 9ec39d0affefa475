import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import { CheckoutReplacements } from './checkout-replacements';

const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };

beforeEach(() => {
  localStorage.clear();
  const cart = useCartStore.getState();
  cart.clear();
  cart.addItem({ _id: 'p-milk', name: 'Gokul Milk 500 ml', price: 30, shopId: shop._id }, shop, 2);
  cart.addItem({ _id: 'p-rice', name: 'Rice', price: 100, shopId: shop._id }, shop, 1);
  cart.setReplacement('p-rice', { mode: 'best_match', product: null });
});
afterEach(() => useCartStore.getState().clear());

describe('CheckoutReplacements (PRODUCT.md §12)', () => {
  it('changes the order default for the items without their own choice only', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CheckoutReplacements shopId={shop._id} shopName={shop.name} />
      </QueryClientProvider>,
    );
    const defaults = screen.getByRole('group', { name: 'For items without their own choice:' });
    expect(within(defaults).getByRole('radio', { name: /Best match/ })).toBeChecked();
    await userEvent.click(within(defaults).getByRole('radio', { name: /Don't replace/ }));
    expect(useCartStore.getState().replacementDefault).toBe('none');
    const items = within(screen.getByRole('list', { name: 'Your items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gokul Milk 500 ml × 2');
    expect(items[0]).toHaveTextContent('If not available: Remove it (default)');
    // Rice keeps its own "Best match".
    expect(items[1]).toHaveTextContent('If not available: Best match');
    expect(items[1]).not.toHaveTextContent('(default)');
  });
});
