import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify, resetPopups, useNotifications } from '../../../lib/notifications-store';
import { NotificationBell } from './notification-bell';

const quiet = { popup: false, sound: false };

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/orders', element: <p>Orders page</p> },
      { path: '/revised-order/:orderId', element: <p>Revised order page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  resetPopups();
  useNotifications.setState({ items: [] });
  notify({ id: 'n1', type: 'shopping_completed', orderId: 'o1', title: 'Shopping done', message: '' }, quiet);
  notify({ id: 'n2', type: 'order_revised', orderId: 'o2', title: 'Order revised', message: '' }, quiet);
  notify({ id: 'n3', type: 'notice', title: 'Holiday hours', message: 'Closed on Diwali' }, quiet);
});
afterEach(cleanup);

describe('NotificationBell', () => {
  it('shows the unread count, opens the panel, and closes on Escape with focus back on the bell', async () => {
    const { user } = setup();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveTextContent('Holiday hours');
    expect(bell).toHaveAccessibleName('Notifications'); // opening marks them read
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('opens /orders from a shopping_completed entry', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /^Shopping done/ }));
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('opens the revised order review from an order_revised entry', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /^Order revised/ }));
    expect(router.state.location.pathname).toBe('/revised-order/o2');
  });

  it('removes one entry and clears them all', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove notification: Holiday hours' }));
    expect(screen.queryByText('Holiday hours')).not.toBeInTheDocument();
    expect(useNotifications.getState().items).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No notifications yet.')).toBeInTheDocument();
    expect(useNotifications.getState().items).toEqual([]);
  });
});
