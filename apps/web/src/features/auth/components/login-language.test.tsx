import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { loadHindiInTests, resetLanguage } from '../../../test/languages';
import { json, startLocalApi } from '../../../test/local-api';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
  loadHindiInTests();
});
afterAll(async () => api.close());
beforeEach(async () => {
  api.reset();
  api.on('GET /config', (_req, res) =>
    json(res, 200, { success: true, data: { googleClientId: null, supportEmail: 's@x', version: '1' } }),
  );
  api.on('PATCH /me', (_req, res) => json(res, 200, { success: true, data: null }));
  useAuthStore.getState().signOut();
  await resetLanguage();
});

const customer = (language?: 'en' | 'hi') => ({
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  ...(language ? { language } : {}),
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Right@123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByText('Home page');
  return user;
}

describe('The account’s language at login', () => {
  it('is applied when this browser has no choice of its own (and is not written back)', async () => {
    api.on('POST /auth/login', (_req, res) =>
      json(res, 200, { success: true, data: { user: customer('hi'), token: 'tok' } }),
    );
    renderLogin();
    await logIn();
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(useLanguageStore.getState().chosenHere).toBe(false);
    expect(useAuthStore.getState().user?.language).toBe('hi');
    expect(JSON.parse(localStorage.getItem('customerAuth')!).user.language).toBe('hi');
    expect(api.seen.some((r) => r.path === '/me')).toBe(false);
  });

  it('leaves the screen in English for an account without a preference', async () => {
    api.on('POST /auth/login', (_req, res) =>
      json(res, 200, { success: true, data: { user: customer(), token: 'tok' } }),
    );
    renderLogin();
    await logIn();
    expect(useLanguageStore.getState().language).toBe('en');
    expect(api.seen.some((r) => r.path === '/me')).toBe(false);
  });

  it('yields to the choice made on this browser, which is saved on the account', async () => {
    api.on('POST /auth/login', (_req, res) =>
      json(res, 200, { success: true, data: { user: customer('en'), token: 'tok' } }),
    );
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));
    // The login screen is in Hindi now, and nobody is signed in to save it for.
    expect(await screen.findByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(api.seen.some((r) => r.path === '/me')).toBe(false);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Right@123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    await screen.findByText('Home page');
    await waitFor(() => expect(api.seen.find((r) => r.path === '/me')?.body).toEqual({ language: 'hi' }));
    expect(useLanguageStore.getState().language).toBe('hi');
    const login = api.seen.find((r) => r.path === '/auth/login');
    expect(login?.headers['accept-language']).toBe('hi');
  });
});

describe('The signup page', () => {
  it('has the language switch too, and speaks Hindi after it', async () => {
    const router = createMemoryRouter([{ path: '/signup', element: <SignupForm /> }], {
      initialEntries: ['/signup'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });
});
