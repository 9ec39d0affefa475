import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { json, startLocalApi } from '../../../test/local-api';
import { LoginForm } from './login-form';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
beforeEach(() => {
  api.reset();
  api.on('GET /config', (_req, res) =>
    json(res, 200, { success: true, data: { googleClientId: null, supportEmail: 's@x', version: '1' } }),
  );
  useAuthStore.getState().signOut();
});

const customer = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
};

function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/orders', element: <p>Orders page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('Login screen', () => {
  it('keeps Log in disabled until both fields are filled', async () => {
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await fill('asha@example.com', '');
    expect(submit).toBeDisabled();
    await fill('', 'x');
    expect(submit).toBeEnabled();
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    const user = await fill('', 'Secret@1');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it.each([
    [401, { message: 'Invalid email or password' }, 'Invalid email or password'],
    [
      423,
      { message: 'Account temporarily locked. Please try again later.' },
      'Account temporarily locked. Please try again later.',
    ],
    [423, { message: 'Login is locked here for 15 min.' }, 'Login is locked here for 15 min.'],
    [403, { message: 'x' }, 'Please verify your email before logging in.'],
    [500, { message: 'boom' }, 'Login failed. Please try again.'],
  ])('shows the PRODUCT.md §8 message for %i', async (status, body, message) => {
    api.on('POST /auth/login', (_req, res) => json(res, status, { success: false, ...body }));
    renderLogin();
    const user = await fill('asha@example.com', 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('refuses a non-customer account with the PRODUCT.md §5 message, stores nothing and ends that session', async () => {
    api.on('POST /auth/login', (_req, res) =>
      json(res, 200, {
        success: true,
        data: { user: { ...customer, role: 'shopper' }, token: 'staff-token' },
      }),
    );
    const ended: (string | undefined)[] = [];
    api.on('POST /auth/logout', (req, res) => {
      ended.push(req.headers.authorization);
      json(res, 200, { success: true, data: null });
    });
    renderLogin();
    const user = await fill('s@example.com', 'Shop@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is not registered as a customer. Please use the correct app.',
    );
    expect(localStorage.getItem('customerAuth')).toBeNull();
    await waitFor(() => expect(ended).toEqual(['Bearer staff-token']));
  });

  it('stores the sign-in and returns to the page asked for', async () => {
    api.on('POST /auth/login', (req, res) => {
      expect(req.body).toEqual({ email: 'asha@example.com', password: 'Right@123' });
      json(res, 200, { success: true, data: { user: customer, token: 'tok' } });
    });
    const router = renderLogin('/login?next=%2Forders');
    const user = await fill('asha@example.com', 'Right@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(useAuthStore.getState().token).toBe('tok');
    expect(JSON.parse(localStorage.getItem('customerAuth')!).user.email).toBe('asha@example.com');
  });

  it('ignores a next address on another site', async () => {
    api.on('POST /auth/login', (_req, res) =>
      json(res, 200, { success: true, data: { user: customer, token: 'tok' } }),
    );
    const router = renderLogin('/login?next=%2F%2Fevil.example');
    const user = await fill('asha@example.com', 'Right@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('hides the Google button when the server has no client id', async () => {
    renderLogin();
    await waitFor(() => expect(api.seen.some((r) => r.path === '/config')).toBe(true));
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
