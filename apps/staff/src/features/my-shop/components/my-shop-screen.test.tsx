import type { OwnerProduct, OwnerShop, ShopStatement, StockSuggestion } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { type SeenCall, type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { MyShopScreen } from './my-shop-screen';

const ok = (data: unknown): StandInReply => ({ status: 200, body: { success: true, data } });
const HOURS = null;
const openShop: OwnerShop = {
  _id: 's1',
  name: 'Apna Bazaar',
  category: 'Grocery',
  isOpenNow: true,
  statusText: 'Open now',
  pause: null,
  holidays: [],
  operatingHours: HOURS,
  rating: { average: 4.5, count: 2 },
};
const milk: OwnerProduct = {
  _id: 'p1',
  shopId: 's1',
  name: 'Amul Milk',
  category: 'Dairy',
  price: 30,
  originalPrice: 32,
  inStock: true,
  stockMark: null,
};
const suggestion: StockSuggestion = {
  productId: 'p1',
  productName: 'Amul Milk',
  shopId: 's1',
  shopName: 'Apna Bazaar',
  reports: 2,
  lastReportedAt: '2026-11-29T04:00:00.000Z',
  hidden: true,
};
const statement: ShopStatement = {
  shopId: 's1',
  from: '2026-11-01',
  to: '2026-11-29',
  totals: { orders: 3, itemsSold: 7, billed: 450.5, fees: 60, claims: 25 },
  days: [{ period: '2026-11-27', orders: 3, itemsSold: 7, billed: 450.5, fees: 60, claims: 0 }],
  months: [{ period: '2026-11', orders: 3, itemsSold: 7, billed: 450.5, fees: 60, claims: 0 }],
  claimsNote: null,
  rating: { average: 4.5, count: 2 },
  reviews: [{ rating: 5, comment: 'Fresh milk, quick', at: '2026-11-27T10:00:00.000Z' }],
};
const RULES = { capAtMrp: true, maxChangePercent: 20, reportsToHide: 2 };

/**
 * A stand-in of the merchant API that remembers what the owner changed, so each screen reads back what
 * the last call did. Returns the calls it received.
 */
function serveTheShop(overrides: { suggestions?: StockSuggestion[]; price?: StandInReply } = {}) {
  let shop = openShop;
  let product = milk;
  let suggestions = overrides.suggestions ?? [];
  return serveBy(({ method, url, body }) => {
    const path = new URL(url).pathname.replace('/api', '');
    if (path === '/merchant/shops') return ok({ shops: [shop] });
    if (path === '/merchant/suggestions' && method === 'GET') return ok({ suggestions });
    if (path.startsWith('/merchant/suggestions/')) {
      const { outOfStock } = body as { outOfStock: boolean };
      suggestions = [];
      product = { ...product, inStock: !outOfStock, stockMark: outOfStock ? 'out' : null };
      return ok({ product });
    }
    if (path === '/merchant/shops/s1/products')
      return ok({ products: [product], total: 1, priceRules: RULES });
    if (path === '/merchant/shops/s1/status') {
      const { open, reason } = body as { open: boolean; reason?: string };
      shop = open
        ? openShop
        : {
            ...openShop,
            isOpenNow: false,
            statusText: 'Closed for now',
            pause: { reason: reason ?? null, reopensAt: null },
          };
      return ok({ shop });
    }
    if (path === '/merchant/products/stock') {
      const { inStock } = body as { inStock: boolean };
      product = { ...product, inStock, stockMark: inStock ? null : 'out' };
      return ok({ updated: 1 });
    }
    if (path === '/merchant/products/p1/price') {
      if (overrides.price) return overrides.price;
      product = { ...product, price: (body as { price: number }).price };
      return ok({ product });
    }
    if (path === '/merchant/shops/s1/statement') return ok(statement);
    if (path === '/merchant/shops/s1/orders') return ok({ orders: [] });
    return { status: 404, body: { success: false, message: `not served: ${method} ${path}` } };
  });
}
const sent = (calls: SeenCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && new URL(c.url).pathname === `/api${path}`);

beforeAll(() => loadHindiInTests());
afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
});

/** Issue 46: a shop owner runs the shop from "My shop", through the app's real transport. */
describe('My shop', () => {
  it('closes the shop now with a reason, and opens it again', async () => {
    const calls = serveTheShop();
    renderWithApp(<MyShopScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close now' }));
    await userEvent.type(screen.getByLabelText('Reason (customers read it)'), 'Gone to the market');
    await userEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    expect(await screen.findByText('Customers read: Gone to the market')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/merchant/shops/s1/status')[0]!.body).toEqual({
      open: false,
      reason: 'Gone to the market',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open the shop now' }));
    expect(await screen.findByRole('button', { name: 'Close now' })).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/merchant/shops/s1/status')[1]!.body).toEqual({ open: true });
  });

  it('marks a product out of stock with one tap, and back in', async () => {
    const calls = serveTheShop();
    renderWithApp(<MyShopScreen />);
    await userEvent.click(await screen.findByText(/^Dairy/));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Amul Milk out of stock' }));
    expect(await screen.findByRole('button', { name: 'Mark Amul Milk back in stock' })).toBeInTheDocument();
    expect(sent(calls, 'POST', '/merchant/products/stock')[0]!.body).toEqual({ ids: ['p1'], inStock: false });
    await userEvent.click(screen.getByRole('button', { name: 'Mark Amul Milk back in stock' }));
    expect(await screen.findByRole('button', { name: 'Mark Amul Milk out of stock' })).toBeInTheDocument();
  });

  it("answers a shoppers' suggestion with one tap", async () => {
    const calls = serveTheShop({ suggestions: [suggestion] });
    renderWithApp(<MyShopScreen />);
    const item = await screen.findByTestId('stock-suggestion');
    expect(within(item).getByText('Mark Amul Milk out of stock?')).toBeInTheDocument();
    expect(within(item).getByText(/hidden from new carts until you answer/)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, out of stock' }));
    // Answered: the list reads again and the suggestion is gone.
    await waitFor(() => expect(screen.queryByTestId('stock-suggestion')).toBeNull());
    expect(sent(calls, 'POST', '/merchant/suggestions/p1')[0]!.body).toEqual({ outOfStock: true });
  });

  it('shows the statement with its rating and the reviews’ words', async () => {
    serveTheShop();
    renderWithApp(<MyShopScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Statement' }));
    expect(await screen.findByTestId('statement-totals')).toHaveTextContent(
      '3 orders · 7 items sold · billed ₹450.50 · delivery fees ₹60.00 · claims ₹25.00',
    );
    expect(screen.getByText('Rating 4.5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('5★ “Fresh milk, quick”')).toBeInTheDocument();
  });

  it("changes a price within the admin's bound, and shows the refusal by the field", async () => {
    const refusal: StandInReply = {
      status: 422,
      body: {
        success: false,
        message: 'Validation failed',
        errors: [{ field: 'price', message: 'The price cannot be above the MRP' }],
      },
    };
    const calls = serveTheShop({ price: refusal });
    renderWithApp(<MyShopScreen />);
    await userEvent.click(await screen.findByText(/^Dairy/));
    await userEvent.click(screen.getByRole('button', { name: 'Change the price of Amul Milk' }));
    const field = screen.getByLabelText('New price of Amul Milk (₹)');
    // 20% of ₹30 either way, and never above the MRP of ₹32.
    expect(screen.getByText('Allowed: ₹24.00 to ₹32.00 · MRP ₹32.00')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '33');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price cannot be above the MRP');
    expect(sent(calls, 'PUT', '/merchant/products/p1/price')[0]!.body).toEqual({ price: 33 });
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a price in rupees, like 42 or 42.50');
    expect(sent(calls, 'PUT', '/merchant/products/p1/price')).toHaveLength(1);
  });

  it('reads Hindi', async () => {
    serveTheShop({ suggestions: [suggestion] });
    await useLanguageStore.getState().setLanguage('hi');
    renderWithApp(<MyShopScreen />);
    expect(await screen.findByRole('button', { name: 'अभी बंद करें' })).toBeInTheDocument();
    expect(await screen.findByText('Amul Milk को स्टॉक से बाहर करें?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिसाब' })).toBeInTheDocument();
  });

  it('says so when the shops cannot be loaded', async () => {
    serveBy(() => ({ status: 500, body: { success: false, message: 'Server error' } }));
    renderWithApp(<MyShopScreen />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
