import type { Shop } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { useCartStore } from '../../../lib/cart-store';
import { loadHindiInTests } from '../../../test/languages';
import { json, startLocalApi } from '../../../test/local-api';
import { ShopCatalogue } from './shop-catalogue';
import { ShopHeader } from './shop-header';

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
  rating: { average: 4.5, count: 12 },
  deliveryFee: 0,
  productCount: 1,
  isOpenNow: true,
  statusText: 'Open now',
  hasTax: false,
  taxRate: 5,
} as unknown as Shop;
const dal = {
  _id: 'p1',
  shopId: shop._id,
  name: 'Toor Dal',
  description: 'Unpolished toor dal.',
  category: 'Dal',
  price: 1250,
  originalPrice: null,
  images: [],
  stockQuantity: 20,
  unit: 'pack',
  inStock: true,
  tags: [],
  isActive: true,
  createdAt: '',
  familyKey: null,
  packSize: null,
};
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  loadHindiInTests();
  await useLanguageStore.getState().setLanguage('hi');
  api.reset();
  useCartStore.getState().clear();
  api.on('GET /shops/shop-1/categories', (_req, res) =>
    json(res, 200, {
      success: true,
      data: {
        categories: [
          { name: 'Dal', count: 1, nameHi: 'दाल' },
          { name: 'Poha', count: 0 },
        ],
      },
    }),
  );
  api.on('GET /shops/shop-1/products', (_req, res) =>
    json(res, 200, { success: true, data: { products: [dal], nextCursor: null, total: 1 } }),
  );
});
afterEach(async () => {
  useCartStore.getState().clear();
  await useLanguageStore.getState().setLanguage('en');
});

describe('The shop page in Hindi', () => {
  it('shows the catalogue in Hindi, names as written, prices in hi-IN, and adds in Hindi', async () => {
    window.history.replaceState(null, '', '/shop/shop-1');
    const page = (
      <>
        <ShopHeader shop={shop} />
        <ShopCatalogue shop={shop} />
        <Toaster />
      </>
    );
    const router = createMemoryRouter([{ path: '/shop/:id', element: page }], {
      initialEntries: ['/shop/shop-1'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Mart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'प्रोडक्ट' })).toBeInTheDocument();
    expect(screen.getByText('खुली')).toBeInTheDocument();
    expect(screen.getByText(/1 प्रोडक्ट · फ़्री डिलीवरी/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू देखें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Toor Dal' });
    // Categories are data: shown by their Hindi name, or as written when they have none (issue 47).
    const categories = screen.getAllByRole('navigation', { name: 'कैटेगरी' })[0]!;
    expect(within(categories).getByRole('button', { name: /^दाल/ })).toBeInTheDocument();
    expect(within(categories).getByRole('button', { name: /^Poha/ })).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('₹1,250.00');
    // Its unit in Hindi too ("1 pack" stayed English, issue 47).
    expect(within(card).getByText('1 पैक')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'जोड़ें: Toor Dal' }));
    // Add turns into the stepper; no toast covers it (issue 47).
    expect(await screen.findByRole('group', { name: 'Toor Dal कार्ट में' })).toBeInTheDocument();
    expect(screen.queryByText(/जोड़ा गया/)).toBeNull();
    // The product's sheet, in Hindi, with the stepper of the same product.
    await userEvent.click(screen.getByRole('button', { name: 'Toor Dal का विवरण' }));
    const sheet = await screen.findByRole('dialog', { name: 'Toor Dal' });
    expect(within(sheet).getByRole('heading', { name: 'इस प्रोडक्ट के बारे में' })).toBeInTheDocument();
    expect(within(sheet).getByRole('group', { name: 'Toor Dal कार्ट में' })).toHaveTextContent('1');
  });
});
