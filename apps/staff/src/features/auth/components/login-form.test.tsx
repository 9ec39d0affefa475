import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_AUTH_KEY, useStaffAuth } from '../../../lib/staff-auth';
import { serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  useStaffAuth.getState().signOut();
  localStorage.clear();
});

const user = (role: string) => ({
  _id: 'u1',
  name: 'Ravi',
  email: 'ravi@jhola.test',
  phone: '9876500000',
  role,
});

async function signIn() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'ravi@jhola.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret@123{Enter}');
}

describe('LoginForm', () => {
  it('keeps a shopper under the staff key only, never the customer app keys', async () => {
    serveReplies({
      status: 200,
      body: { success: true, data: { token: 'staff-token', user: user('shopper') } },
    });
    localStorage.setItem('customerAuth', JSON.stringify({ token: 'customer-token' }));
    renderWithApp(<LoginForm />, '/login');
    await signIn();
    await waitFor(() => expect(useStaffAuth.getState().token).toBe('staff-token'));
    expect(JSON.parse(localStorage.getItem(STAFF_AUTH_KEY)!).user.role).toBe('shopper');
    expect(JSON.parse(localStorage.getItem('customerAuth')!).token).toBe('customer-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a customer to use the customer app and ends the session it was given', async () => {
    const calls = serveReplies(
      { status: 200, body: { success: true, data: { token: 'customer-token', user: user('customer') } } },
      { status: 200, body: { success: true, data: null } },
    );
    renderWithApp(<LoginForm />, '/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_APP_MESSAGES.customerRefused);
    expect(screen.getByRole('link', { name: 'Open the customer app' })).toHaveAttribute('href', '/');
    expect(useStaffAuth.getState().token).toBeNull();
    expect(localStorage.getItem(STAFF_AUTH_KEY)).toBeNull();
    await waitFor(() => expect(calls[1]).toMatchObject({ method: 'POST', auth: 'Bearer customer-token' }));
    expect(calls[1]!.url).toContain('/api/auth/logout');
  });

  it('shows the server message for wrong credentials', async () => {
    serveReplies({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    renderWithApp(<LoginForm />, '/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
