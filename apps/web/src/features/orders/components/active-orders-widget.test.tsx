import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../../../lib/notifications-store';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { ActiveOrdersWidget } from './active-orders-widget';

const placedAt = new Date('2026-01-10T09:30:00.000Z');
const order = (n: number, status: string, minutesAgo: number, wait = 15) =>
  orderFixture({
    _id: `a0000000-0000-4000-8000-00000000000${n}`,
    orderNumber: `JH-${n}`,
    status: status as never,
    createdAt: new Date(placedAt.getTime() - minutesAgo * 60_000).toISOString(),
    shopId: { _id: 's1', name: 'Fresh Mart', inquiryAvailableTime: wait, phone: null },
  });

function show(orders: ReturnType<typeof orderFixture>[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(orderKeys.customerList(), orders);
  return renderScreen(<ActiveOrdersWidget />, { queryClient });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(placedAt);
  useNotifications.setState({ items: [] });
});
afterEach(() => vi.useRealTimers());

describe('ActiveOrdersWidget', () => {
  it('shows at most the 3 newest active orders; a recently cancelled one only with its reason', async () => {
    show([
      order(1, 'pending_shopper', 1),
      order(2, 'delivered', 2),
      order(3, 'shopping_in_progress', 3),
      { ...order(4, 'cancelled', 4), cancelledBy: 'admin', updatedAt: placedAt.toISOString() },
      order(5, 'bill_uploaded', 5),
      order(6, 'accepted_by_shopper', 6),
    ]);
    const list = (await screen.findAllByRole('list'))[0]!;
    const links = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Order #JH-1', 'Order #JH-3', 'Order #JH-5']);
    // Issue 13: a cancelled order does not just vanish; it says why, and is not listed as active.
    const cancelled = screen.getByRole('list', { name: 'Recently cancelled' });
    expect(cancelled).toHaveTextContent('Order #JH-4 was cancelled');
    expect(cancelled).toHaveTextContent('Reason: Order cancelled by admin');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
  });

  it('leaves a cancelled order out of "Your active orders" (issue 31), said apart for a day', async () => {
    show([{ ...order(4, 'cancelled', 4), cancelledBy: 'admin', updatedAt: placedAt.toISOString() }]);
    expect(await screen.findByRole('list', { name: 'Recently cancelled' })).toHaveTextContent(
      'Order #JH-4 was cancelled',
    );
    expect(screen.queryByRole('heading', { name: 'Your active orders' })).toBeNull();
  });

  it('is not shown when nothing is active', () => {
    const { container } = show([order(2, 'delivered', 2)]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the waiting time, then Contact shopper once the shop time has passed, with one notification', async () => {
    show([order(1, 'accepted_by_shopper', 0, 1)]);
    expect(await screen.findByText('1 minute')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('button', { name: 'Contact shopper' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole('button', { name: 'Contact shopper' })).toBeInTheDocument();
    const entries = useNotifications.getState().items.filter((n) => n.type === 'inquiry_available');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.message).toContain('JH-1');
  });

  it('offers the button at once for an order already past its waiting time', async () => {
    show([order(1, 'shopping_in_progress', 20)]);
    expect(await screen.findByRole('button', { name: 'Contact shopper' })).toBeInTheDocument();
  });
});
