import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { json, startLocalApi } from '../../test/local-api';
import { Header } from './header';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
beforeEach(() => {
  api.reset();
  useAuthStore.getState().signOut();
});

const customer = {
  _id: 'u1',
  name: 'asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer' as const,
};

function renderHeader(url = '/contact') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '/contact', element: <Header /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Header', () => {
  it('shows Home, Cart, Contact, Login and Sign up to a visitor, who browses and fills a cart', () => {
    renderHeader();
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Cart',
      'Contact',
      'Login',
      'Sign up',
    ]);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows Orders and Cart, the initial, name and e-mail to a signed-in customer', () => {
    useAuthStore.getState().signIn('tok', customer);
    renderHeader();
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Orders',
      'Cart',
      'Contact',
    ]);
    const menu = screen.getByTestId('user-menu');
    expect(menu).toHaveTextContent('A');
    expect(menu).toHaveTextContent('asha Rao');
    expect(menu).toHaveTextContent('asha@example.com');
  });

  it('opens and closes the mobile menu by keyboard', async () => {
    renderHeader();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(linkNames(screen.getByRole('navigation', { name: 'Main menu' }))).toContain('Sign up');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('Logout ends the server session, clears auth and goes to /', async () => {
    api.on('POST /auth/logout', (_req, res) => json(res, 200, { success: true, data: null }));
    useAuthStore.getState().signIn('tok', customer);
    const router = renderHeader('/contact');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    const call = api.seen.find((r) => r.path === '/auth/logout');
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(localStorage.getItem('customerAuth')).toBeNull();
  });
});
