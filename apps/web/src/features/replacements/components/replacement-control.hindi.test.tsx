import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCartItems, useCartStore } from '../../../lib/cart-store';
import { loadHindiInTests } from '../../../test/languages';
import { json, startLocalApi } from '../../../test/local-api';
import { ReplacementControl } from './replacement-control';

const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const milk = {
  _id: 'p-milk',
  name: 'Gokul Milk',
  price: 30,
  unit: 'pack',
  category: 'Dairy',
  shopId: shop._id,
};
const taaza = {
  _id: 'p-taaza',
  shopId: shop._id,
  name: 'Amul Taaza',
  description: '',
  category: 'Dairy',
  price: 1027,
  originalPrice: null,
  images: [],
  stockQuantity: 10,
  unit: 'pack',
  inStock: true,
  tags: [],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

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
  useCartStore.getState().addItem(milk, shop, 1);
});
afterEach(async () => {
  useCartStore.getState().clear();
  await useLanguageStore.getState().setLanguage('en');
});

function Control() {
  const item = useCartItems()[0];
  return item ? <ReplacementControl item={item} shopId={shop._id} shopName={shop.name} /> : null;
}

describe('ReplacementControl in Hindi', () => {
  it('asks in Hindi and prices the choice in hi-IN, with product names as written', async () => {
    api.on(`GET /shops/${shop._id}/products`, (_req, res) =>
      json(res, 200, { success: true, data: { products: [taaza], nextCursor: null, total: 1 } }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Control />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/न मिले तो:/).closest('p')).toHaveTextContent('न मिले तो:');
    await userEvent.click(screen.getByRole('button', { name: /बदलें/ }));
    expect(screen.getByRole('group', { name: 'अगर Gokul Milk न मिले' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हो गया' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    const list = await screen.findByRole('list', { name: 'Gokul Milk की जगह लेने के लिए प्रोडक्ट' });
    const choice = within(list).getByRole('button', { name: /Amul Taaza/ });
    expect(choice.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('₹1,027.00 / पैक · ₹997.00 ज़्यादा');
    expect(choice).toHaveTextContent('चुनें');
  });
});
