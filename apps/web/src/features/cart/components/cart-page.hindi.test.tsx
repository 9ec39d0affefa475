import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomItemToCart } from '../../../lib/cart-custom-items';
import { useCartStore } from '../../../lib/cart-store';
import { loadHindiInTests } from '../../../test/languages';
import { CartPage } from './cart-page';

const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const rice = { _id: 'p-rice', name: 'Basmati Rice', price: 1200, unit: 'kg', shopId: shop._id };
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

beforeEach(async () => {
  loadHindiInTests();
  await useLanguageStore.getState().setLanguage('hi');
  useCartStore.getState().clear();
  useCartStore.getState().addItem(rice, shop, 2);
});
afterEach(async () => {
  useCartStore.getState().clear();
  await useLanguageStore.getState().setLanguage('en');
});

describe('CartPage in Hindi', () => {
  it('shows the cart in Hindi, with the shop and product names as written and hi-IN prices', () => {
    const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेकआउट पर जाएँ' })).toBeInTheDocument();
    // Two of them: the minus takes one away; at one it would take the item out ("… हटाएँ").
    expect(screen.getByRole('button', { name: 'Basmati Rice एक कम करें' })).toBeInTheDocument();
    expect(plain(screen.getByText('Fresh Mart').parentElement?.textContent)).toBe('Fresh Mart से');
    expect(plain(screen.getByText('Basmati Rice का कुल:').parentElement?.textContent)).toContain('₹2,400.00');
  });

  it('asks the shopper for an item the app does not list, in Hindi (issue 29)', async () => {
    const user = userEvent.setup();
    addCustomItemToCart({ customName: 'गेंदे के फूल', quantity: 2 }, shop);
    const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('गेंदे के फूल')).toBeInTheDocument();
    expect(screen.getByText('दाम आपका शॉपर बताएगा')).toBeInTheDocument();
    expect(screen.getByText('कुल में वह 1 सामान शामिल नहीं जिसका दाम शॉपर बताएगा')).toBeInTheDocument();
    expect(screen.getByText('नहीं मिला? अपने शॉपर से कहें')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सामान माँगें' }));
    const dialog = screen.getByRole('dialog', { name: 'नहीं मिला? अपने शॉपर से कहें' });
    expect(within(dialog).getByLabelText('आपको क्या चाहिए?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'कार्ट में डालें' }));
    expect(within(dialog).getByText('सामान का नाम कम से कम 2 अक्षरों में लिखें')).toBeInTheDocument();
  });
});
