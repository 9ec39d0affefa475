import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCartItems, useCartStore } from '../../../lib/cart-store';
import { json, startLocalApi } from '../../../test/local-api';
import { ReplacementControl } from './replacement-control';

/** The per-item choice and the in-place search of the same shop, through the real client. */
const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const milk = {
  _id: 'p-milk',
  name: 'Gokul Milk 500 ml',
  price: 30,
  unit: 'pack',
  category: 'Dairy',
  shopId: shop._id,
};
const product = (id: string, name: string, price: number, inStock = true) => ({
  _id: id,
  shopId: shop._id,
  name,
  description: '',
  category: 'Dairy',
  price,
  originalPrice: null,
  images: [`/media/products/${id}.svg`],
  stockQuantity: inStock ? 10 : 0,
  unit: 'pack',
  inStock,
  tags: [],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const taaza = product('p-taaza', 'Amul Taaza 500 ml', 27);
const paneer = product('p-paneer', 'Amul Paneer 200 g', 90, false);
const itself = product('p-milk', 'Gokul Milk 500 ml', 30);

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

function Control() {
  const item = useCartItems()[0];
  return item ? <ReplacementControl item={item} shopId={shop._id} shopName={shop.name} /> : null;
}
function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Control />
    </QueryClientProvider>,
  );
}
const products = `GET /shops/${shop._id}/products`;
/** The one line that says what happens when the item is not available. */
const line = () => screen.getByText(/If not available:/).closest('p');
const stored = () => useCartStore.getState().items[0]?.replacement;

beforeEach(() => {
  api.reset();
  localStorage.clear();
  useCartStore.getState().clear();
  useCartStore.getState().addItem(milk, shop, 1);
});
afterEach(() => useCartStore.getState().clear());

describe('ReplacementControl', () => {
  it('starts at the order default and stores "Don\'t replace" for this item', async () => {
    show();
    expect(line()).toHaveTextContent('If not available: Best match (default)');
    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    const group = screen.getByRole('group', { name: 'If Gokul Milk 500 ml is not available' });
    expect(within(group).getByRole('radio', { name: /Best match/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Don't replace/ }));
    expect(stored()).toEqual({ mode: 'none', product: null });
    expect(screen.getByText('Remove it')).toBeInTheDocument();
    // The choice stays with the cart in storage.
    expect(localStorage.getItem('cart')).toContain('"mode":"none"');
  });

  it('"This instead" suggests the same category in stock, never the item itself, and keeps the pick', async () => {
    api.on(products, (_req, res) =>
      json(res, 200, {
        success: true,
        data: { products: [itself, taaza, paneer], nextCursor: null, total: 3 },
      }),
    );
    show();
    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await userEvent.click(screen.getByRole('radio', { name: /This instead/ }));
    const list = await screen.findByRole('list', { name: 'Products to get instead of Gokul Milk 500 ml' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    const choice = within(list).getByRole('button', { name: /Amul Taaza 500 ml/ });
    expect(choice).toHaveTextContent('₹27.00 / pack');
    expect(choice).toHaveTextContent('less');
    const asked = api.seen.find((r) => r.path === `/shops/${shop._id}/products`);
    expect(asked?.query.get('category')).toBe('Dairy');
    expect(asked?.query.get('q')).toBeNull();
    await userEvent.click(choice);
    expect(stored()).toEqual({
      mode: 'specific',
      product: {
        _id: 'p-taaza',
        name: 'Amul Taaza 500 ml',
        unit: 'pack',
        price: 27,
        imageUrl: '/media/products/p-taaza.svg',
      },
    });
    // Choosing closes the panel; the line says what was chosen and focus returns to its button.
    expect(line()).toHaveTextContent('If not available: Amul Taaza 500 ml instead');
    expect(screen.queryByRole('searchbox')).toBeNull();
    const change = screen.getByRole('button', { name: /Change/ });
    expect(change).toHaveFocus();
    await userEvent.click(change);
    expect(screen.getByRole('radio', { name: /This instead/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Choose another' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('searches by words, and says so when nothing in stock matches', async () => {
    api.on(products, (req, res) => {
      const q = req.query.get('q');
      json(res, 200, {
        success: true,
        data: { products: q ? [paneer] : [taaza], nextCursor: null, total: 1 },
      });
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await userEvent.click(screen.getByRole('radio', { name: /This instead/ }));
    await screen.findByRole('button', { name: /Amul Taaza/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Fresh Mart' }), 'paneer');
    expect(
      await screen.findByText('Nothing in stock at Fresh Mart matches "paneer". Try another word.'),
    ).toBeInTheDocument();
    expect(stored()).toBeUndefined();
    expect(api.seen.at(-1)?.query.get('q')).toBe('paneer');
  });

  it('shows a failed search with Try again, which asks again', async () => {
    let down = true;
    api.on(products, (_req, res) => {
      if (down) json(res, 503, { success: false, message: 'down' });
      else json(res, 200, { success: true, data: { products: [taaza], nextCursor: null, total: 1 } });
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await userEvent.click(screen.getByRole('radio', { name: /This instead/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not search Fresh Mart');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Amul Taaza/ })).toBeInTheDocument();
  });
});
