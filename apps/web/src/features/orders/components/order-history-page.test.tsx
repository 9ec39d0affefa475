import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { OrderHistoryPage } from './order-history-page';

function show(orders: ReturnType<typeof orderFixture>[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(orderKeys.customerList(), orders);
  return renderScreen(<OrderHistoryPage />, { queryClient });
}

describe('OrderHistoryPage', () => {
  it('shows each order with its number, date, status, address, shop, items and breakdown', async () => {
    show([orderFixture({ status: 'accepted_by_shopper' })]);
    expect(await screen.findByRole('heading', { name: 'Your Order History' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Order #JH-240110-0042' });
    expect(card).toHaveTextContent(/January 10, 2026 at 3:00\sPM/);
    expect(within(card).getByText('Personal Shopper Assigned')).toBeInTheDocument();
    expect(within(card).getByText('Fresh Mart')).toBeInTheDocument();
    expect(
      within(card).getByText('12 MG Road, Indiranagar, Bengaluru, Karnataka, 560038'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Basmati Rice × 2')).toBeInTheDocument();
    expect(within(card).getByText('Grand Total')).toBeInTheDocument();
    expect(within(card).queryByText('Taxes')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Review Changes' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'View Bill' })).toBeNull();
  });

  it('offers Review Changes for a revision and View Bill with Approve Bill for an uploaded bill', async () => {
    show([
      orderFixture({
        _id: 'a0000000-0000-4000-8000-000000000001',
        orderNumber: 'R-1',
        status: 'shopper_revised_order',
      }),
      orderFixture({
        _id: 'a0000000-0000-4000-8000-000000000002',
        orderNumber: 'B-1',
        status: 'bill_uploaded',
        bill: { amount: 410, imageUrl: '/api/orders/x/bill', uploadedAt: '2026-01-10T10:30:00.000Z' },
      }),
    ]);
    const revised = await screen.findByRole('article', { name: 'Order #R-1' });
    expect(within(revised).getByRole('link', { name: 'Review Changes' })).toHaveAttribute(
      'href',
      '/revised-order/a0000000-0000-4000-8000-000000000001',
    );
    const billed = screen.getByRole('article', { name: 'Order #B-1' });
    expect(within(billed).getByRole('button', { name: 'View Bill' })).toBeInTheDocument();
    expect(within(billed).getByRole('button', { name: 'Approve Bill' })).toBeInTheDocument();
  });

  it('shows the custom-order line and "Invalid Date" for an odd record', async () => {
    show([orderFixture({ orderNumber: '', items: [], createdAt: 'garbage' })]);
    // No order number: the last 8 characters of the id.
    const card = await screen.findByRole('article', { name: 'Order #c3d4e5f6' });
    expect(card).toHaveTextContent('Invalid Date');
    expect(within(card).getByText('Custom order')).toBeInTheDocument();
  });

  it('has an empty state with Start Shopping', async () => {
    show([]);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });
});
