import { useLanguageStore } from '@jhola/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { loadHindiInTests, resetLanguage } from '../../test/languages';
import { json, startLocalApi } from '../../test/local-api';
import { Header } from './header';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
  loadHindiInTests();
});
afterAll(async () => api.close());
beforeEach(async () => {
  api.reset();
  useAuthStore.getState().signOut();
  await resetLanguage();
});

const customer = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer' as const,
};

function renderHeader() {
  const router = createMemoryRouter([{ path: '/', element: <Header /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: /Main|मुख्य/ });

describe('The header language switch', () => {
  it('turns the header into Hindi and back, with <html lang> following', async () => {
    renderHeader();
    const user = userEvent.setup();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));
    expect(await within(mainNav()).findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('jhola.language')).toBe('hi');

    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(await within(mainNav()).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves a signed-in customer’s choice on the account, asking in that language', async () => {
    api.on('PATCH /me', (_req, res) => json(res, 200, { success: true, data: null }));
    useAuthStore.getState().signIn('tok', customer);
    renderHeader();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));
    await waitFor(() => expect(api.seen.some((r) => r.path === '/me')).toBe(true));
    const call = api.seen.find((r) => r.path === '/me');
    expect(call?.method).toBe('PATCH');
    expect(call?.body).toEqual({ language: 'hi' });
    expect(call?.headers['accept-language']).toBe('hi');
    await waitFor(() => expect(useAuthStore.getState().user?.language).toBe('hi'));
  });

  it('keeps the switch when saving fails (silently; the next switch tries again)', async () => {
    api.on('PATCH /me', (_req, res) => json(res, 500, { success: false, message: 'Down' }));
    useAuthStore.getState().signIn('tok', customer);
    renderHeader();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));
    await waitFor(() => expect(api.seen.some((r) => r.path === '/me')).toBe(true));
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(useAuthStore.getState().user?.language).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
