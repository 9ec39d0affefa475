import { conversationKeys } from '@jhola/client';
import { formattersFor, useLanguageStore } from '@jhola/ui';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { OrderDetailsPage } from './order-details-page';

describe('OrderDetailsPage in Hindi', () => {
  beforeEach(async () => {
    loadHindiInTests();
    await useLanguageStore.getState().setLanguage('hi');
  });
  afterEach(async () => {
    await useLanguageStore.getState().setLanguage('en');
  });

  it('shows the tracker, the payment breakdown and the dates in Hindi, the total formatted for hi-IN', async () => {
    const order = orderFixture({
      status: 'accepted_by_shopper',
      personalShopperId: { _id: 'sh1', name: 'Ravi Kumar', phone: '+91 9000000001' },
      orderValue: { subtotal: 1390.5, deliveryFee: 30, taxes: 0, total: 1420.5 },
      total: 1420.5,
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderKeys.detail(order._id), order);
    // The page shows itself once the order and its conversation are both here.
    queryClient.setQueryData(conversationKeys.messages(order._id), { messages: [], unread: 0, open: true });
    renderScreen(<OrderDetailsPage orderId={order._id} />, { queryClient });

    expect(await screen.findByRole('heading', { name: 'ऑर्डर #JH-240110-0042 · Fresh Mart' })).toBeVisible();
    const payment = screen.getByRole('region', { name: 'भुगतान' });
    const total = within(payment).getByText('कुल रकम').nextElementSibling;
    expect(total?.textContent).toBe(formattersFor('hi').money(1420.5));
    expect(total?.textContent).toMatch(/^₹1,420\.50$/);
    expect(payment).toHaveTextContent('कैश ऑन डिलीवरी: ऑर्डर पहुँचने पर भुगतान करें।');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent(/10 जनवरी 2026/);
    expect(screen.getByRole('list', { name: 'ऑर्डर की प्रगति' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'सभी ऑर्डर देखें' })).toHaveAttribute('href', '/orders');
    // The shopper's name and the shop's stay as they were written.
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  });
});
