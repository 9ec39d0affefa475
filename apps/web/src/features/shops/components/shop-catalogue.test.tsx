import type { Shop } from '@jhola/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { useCartStore } from '../../../lib/cart-store';
import { json, startLocalApi } from '../../../test/local-api';
import type { CatalogueProduct } from '../api/get-product-page';
import { ShopCatalogue } from './shop-catalogue';

/** The shop page's catalogue through the real client against a local API: paging, families, cart rules. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const shop = {
  _id: 'shop-1',
  name: 'Fresh Mart',
  description: '',
  category: 'Grocery',
  images: [],
  deliveryFee: 20,
  isOpenNow: true,
  statusText: 'Open until 9:00 PM',
  hasTax: false,
  taxRate: 5,
} as unknown as Shop;
const item = (n: number, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  _id: `p${n}`,
  shopId: shop._id,
  name: `Product ${n}`,
  description: '',
  category: n % 2 ? 'Dal' : 'Atta',
  price: 10 + n,
  originalPrice: null,
  images: [],
  stockQuantity: 20,
  unit: 'kg',
  inStock: true,
  tags: [],
  isActive: true,
  createdAt: '',
  familyKey: null,
  packSize: null,
  ...extra,
});
const firstPage = [
  item(1, { familyKey: 'atta', packSize: '1 kg' }),
  item(2, { familyKey: 'atta', packSize: '5 kg' }),
  item(3),
];

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

function show(entry = '/shop/shop-1') {
  // Toasts belong to the page of the browser's location, which the app's router keeps in step.
  window.history.replaceState(null, '', entry);
  // The toaster lives inside the router, as in the app: a toast belongs to the page it was shown on.
  const page = (
    <>
      <ShopCatalogue shop={shop} />
      <Toaster />
    </>
  );
  // The browser's own history, as in the app: the page writes its filters against the address bar.
  const router = createBrowserRouter([{ path: '/shop/:id', element: page }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  api.reset();
  useCartStore.getState().clear();
  api.on('GET /shops/shop-1/categories', (_req, res) =>
    json(res, 200, {
      success: true,
      data: {
        categories: [
          { name: 'Atta', count: 1 },
          { name: 'Dal', count: 2 },
        ],
      },
    }),
  );
  api.on('GET /shops/shop-1/products', (_req, res) =>
    json(res, 200, { success: true, data: { products: firstPage, nextCursor: null, total: 3 } }),
  );
});

describe('ShopCatalogue', () => {
  it('shows the categories and one card per product family from the paged endpoint', async () => {
    show();
    expect(await screen.findByRole('article', { name: 'Product 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Pack size of Product 1' })).toBeInTheDocument();
    const rail = screen.getAllByRole('navigation', { name: 'Categories' })[0]!;
    expect(
      within(rail)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All3', 'Atta1', 'Dal2']);
    const asked = api.seen.find((r) => r.path === '/shops/shop-1/products');
    expect(asked).toBeDefined();
  });

  it('sends the search, category and sort to the server and keeps them in the URL', async () => {
    const router = show();
    await screen.findByRole('article', { name: 'Product 1' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Dal2' })[0]!);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'dal');
    await waitFor(() => expect(router.state.location.search).toContain('q=dal'));
    expect(router.state.location.search).toContain('category=Dal');
    expect(router.state.location.search).toContain('sort=price_desc');
  });

  it('asks before replacing a cart from another shop; Cancel keeps it, Replace shows the reset message', async () => {
    useCartStore
      .getState()
      .addItem(item(9, { shopId: 'other' }), { _id: 'other', name: 'Other Shop', deliveryFee: 0 }, 2);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Product 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace cart?' });
    expect(dialog).toHaveTextContent('Your cart has items from Other Shop.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useCartStore.getState().items.map((i) => i._id)).toEqual(['p9']);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Product 3' }));
    await userEvent.keyboard('{Escape}');
    expect(useCartStore.getState().items.map((i) => i._id)).toEqual(['p9']);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Product 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(useCartStore.getState().items.map((i) => i._id)).toEqual(['p3']);
    expect(
      screen.getByText('Your cart had items from another shop. It has been reset for the new shop.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Product 3 in cart' })).toBeInTheDocument();
  });

  it('opens the sheet of a linked product the loaded page does not hold, asked for on its own', async () => {
    const linked = [
      item(70, { familyKey: 'ghee', packSize: '500 ml' }),
      item(71, { familyKey: 'ghee', packSize: '1 l' }),
    ];
    api.on('GET /shops/shop-1/products/p71', (_req, res) =>
      json(res, 200, { success: true, data: { products: linked } }),
    );
    show('/shop/shop-1?product=p71');
    const sheet = await screen.findByRole('dialog', { name: 'Product 71' });
    expect(within(sheet).getByRole('button', { name: /1 l/, pressed: true })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /500 ml/, pressed: false })).toBeInTheDocument();
    // Asked once the first page was in, and not for a product the page holds.
    expect(api.seen.filter((r) => r.path.startsWith('/shops/shop-1/products/'))).toHaveLength(1);
  });

  it('says so when a linked product is not sold here, and Browse the shop drops the link', async () => {
    api.on('GET /shops/shop-1/products/gone', (_req, res) =>
      json(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'Product not found' } }),
    );
    const router = show('/shop/shop-1?product=gone');
    const dialog = await screen.findByRole('dialog', { name: 'Product not found' });
    expect(dialog).toHaveTextContent('This shop does not sell this product any more.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browse the shop' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('product='));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Product 1' })).toBeInTheDocument();
  });

  it('asks nothing more for a linked product already on the page', async () => {
    show('/shop/shop-1?product=p3');
    expect(await screen.findByRole('dialog', { name: 'Product 3' })).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path.startsWith('/shops/shop-1/products/'))).toHaveLength(0);
  });

  it('a closed shop offers no Add, only when it opens', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <ShopCatalogue shop={{ ...shop, isOpenNow: false, statusText: 'Opens at 7:00 AM' }} />,
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('Opens at 7:00 AM')).length).toBe(2);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });
});
