import { type OrderItem, unreadAfterMessage, unreadAfterRead } from '@jhola/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { OrderHistoryPage } from './order-history-page';

/** Issue 29: each order's new messages on the list, and an item the shopper prices. */
describe('OrderHistoryPage, shopping together', () => {
  it('shows the unread messages the list carries, and follows the live events', async () => {
    const queryClient = testQueryClient();
    const order = orderFixture({ status: 'shopping_in_progress', unreadMessages: 2 });
    queryClient.setQueryData(orderKeys.customerList(), [order]);
    renderScreen(<OrderHistoryPage />, { queryClient });
    const card = await screen.findByRole('article', { name: `Order #${order.orderNumber}` });
    expect(within(card).getByRole('link', { name: '2 new messages' })).toHaveAttribute(
      'href',
      `/orders/${order._id}`,
    );
    // What the live bridge writes: a shopper's message adds one, the customer's own does not.
    const message = { orderId: order._id, from: 'shopper' as const };
    act(() =>
      queryClient.setQueryData(orderKeys.customerList(), [
        unreadAfterMessage(unreadAfterMessage(order, message, true), { ...message, from: 'customer' }, true),
      ]),
    );
    expect(await screen.findByRole('link', { name: '3 new messages' })).toBeInTheDocument();
    act(() =>
      queryClient.setQueryData(orderKeys.customerList(), [
        unreadAfterRead(order, { orderId: order._id, reader: 'customer' }, true),
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('unread-messages')).toBeNull());
  });

  it('says an item the app does not list is priced by the shopper and left out of the total', async () => {
    const base = orderFixture({ status: 'accepted_by_shopper' });
    const named: OrderItem = {
      ...base.items[0]!,
      productId: null,
      isCustom: true,
      name: 'Marigold flowers',
      price: null,
      quantity: 2,
    };
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderKeys.customerList(), [{ ...base, items: [...base.items, named] }]);
    renderScreen(<OrderHistoryPage />, { queryClient });
    const card = await screen.findByRole('article', { name: `Order #${base.orderNumber}` });
    expect(within(card).getByText('Marigold flowers × 2').parentElement).toHaveTextContent(
      'Priced by your shopper',
    );
    expect(within(card).getByText('The total excludes 1 item priced by your shopper')).toBeInTheDocument();
  });
});
