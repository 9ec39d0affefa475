import { forgetLanguage, useLanguageStore } from '@jhola/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../features/auth/components/login-form';
import { StaffLanguageSwitch } from '../../features/auth/components/staff-language-switch';
import { OrderScreen } from '../../features/order-work/components/order-screen';
import { useStaffAuth } from '../../lib/staff-auth';
import { order } from '../../test/fixtures';
import { serveBy } from '../../test/local-api';
import { renderWithApp } from '../../test/render';
import { setUpLanguages } from './setup-i18n';

/** The server for these screens: the order, no inquiries, the saved language, a login; every call recorded. */
function stubServer(loginUser?: Record<string, unknown>) {
  return serveBy(({ url }) => {
    const path = new URL(url).pathname;
    const data =
      path === '/api/orders/o1'
        ? { order: order({ status: 'accepted_by_shopper' }) }
        : path.endsWith('/inquiries')
          ? { inquiries: [] }
          : path.endsWith('/messages')
            ? { messages: [], open: true, unread: 0 }
            : path === '/api/auth/login'
              ? { token: 'tok', user: loginUser }
              : {};
    return { status: 200, body: { success: true, data } };
  });
}

const shopper = { _id: 'u1', name: 'Ravi', email: 'ravi@jhola.test', phone: '9876500000', role: 'shopper' };

beforeAll(() => setUpLanguages());
beforeEach(() => useLanguageStore.setState({ chosenHere: false }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await useLanguageStore.getState().setLanguage('en');
  forgetLanguage();
  useStaffAuth.getState().signOut();
  localStorage.clear();
});

describe('the staff app in Hindi', () => {
  it('switches the order work screen to Hindi, saves the choice on the account and asks the server in Hindi', async () => {
    useStaffAuth.getState().signIn('tok', shopper as never);
    const calls = stubServer();
    renderWithApp(
      <>
        <StaffLanguageSwitch />
        <OrderScreen orderId="o1" />
      </>,
    );
    expect(await screen.findByRole('button', { name: "I'm at the shop" })).toBeInTheDocument();
    expect(screen.getByText('Order #JH-1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /हिन्दी/ }));

    expect(await screen.findByRole('button', { name: 'मैं दुकान पर हूँ' })).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर #JH-1')).toBeInTheDocument();
    expect(screen.getByText('Apna Bazaar जाएँ। पहुँचकर यह बटन दबाएँ।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ग्राहक को कॉल करें' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PATCH', body: { language: 'hi' }, language: 'hi' }),
      ),
    );
    expect(new URL(calls.find((c) => c.method === 'PATCH')!.url).pathname).toBe('/api/me');
    expect(calls[0]!.language).toBe('en');
  });

  it("opens in the account's language at login when this browser chose none", async () => {
    stubServer({ ...shopper, language: 'hi' });
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ravi@jhola.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123{Enter}');
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('hi'));
    // The account's language is not this browser's own choice: nothing is stored here.
    expect(useLanguageStore.getState().chosenHere).toBe(false);
  });

  it("keeps this browser's own choice over the account's at login", async () => {
    useLanguageStore.setState({ chosenHere: true });
    stubServer({ ...shopper, language: 'hi' });
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ravi@jhola.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123{Enter}');
    await waitFor(() => expect(useStaffAuth.getState().token).toBe('tok'));
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
