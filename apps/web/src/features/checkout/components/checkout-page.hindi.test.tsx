import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { useCartStore } from '../../../lib/cart-store';
import { loadHindiInTests } from '../../../test/languages';
import { checkoutKeys } from '../api/checkout-keys';
import { checkoutCustomer, checkoutShop } from '../test/fixtures';
import { CheckoutPage } from './checkout-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

function show() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(checkoutKeys.acceptanceTime(checkoutShop._id), {
    pendingOrdersCount: 1,
    estimatedMinutes: 11,
    estimatedTime: 'About 11 minutes',
  });
  const router = createMemoryRouter([{ path: '/final-checkout', element: <CheckoutPage /> }], {
    initialEntries: ['/final-checkout'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  loadHindiInTests();
  useAuthStore.setState({ token: 't', user: checkoutCustomer });
  useCartStore.getState().clear();
  useCartStore
    .getState()
    .addItem({ _id: 'p1', name: 'Basmati Rice', price: 1000, shopId: checkoutShop._id }, checkoutShop, 2);
});
afterEach(async () => {
  useCartStore.getState().clear();
  useAuthStore.setState({ token: null, user: null });
  await useLanguageStore.getState().setLanguage('en');
});

describe('CheckoutPage in Hindi', () => {
  it('keeps the English sentences exact, apostrophe included', () => {
    show();
    expect(
      screen.getByText("You pay Fresh Mart's shopper or the delivery person when your order arrives."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: "If you don't answer changes within 10 minutes:" }),
    ).toBeInTheDocument();
  });

  it('shows the checkout in Hindi with hi-IN prices and the shop name as written', async () => {
    await useLanguageStore.getState().setLanguage('hi');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ऑर्डर करें · / })).toBeInTheDocument();
    expect(screen.getByText(/आप Fresh Mart के शॉपर या डिलीवरी करने वाले को भुगतान करेंगे/)).toBeInTheDocument();
    expect(screen.getByTestId('acceptance-minutes')).toHaveTextContent('11 मिनट');
    expect(screen.getByText('इस दुकान पर 1 ऑर्डर शॉपर का इंतज़ार कर रहा है।')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'अगर आप 10 मिनट में बदलावों का जवाब न दें:' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /मकान \/ फ़्लैट और गली/ })).toBeInTheDocument();
    expect(plain(document.body.textContent)).toContain('₹2,000.00');
  });
});
