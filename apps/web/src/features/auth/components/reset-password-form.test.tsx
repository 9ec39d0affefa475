import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { ResetPasswordForm } from './reset-password-form';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
beforeEach(() => api.reset());

const TOKEN = 'a'.repeat(64);

function renderReset() {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordForm /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [`/reset-password?token=${TOKEN}&email=asha%40example.com`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('Reset password screen', () => {
  it('rates the new password, and refuses a weak or unconfirmed one without sending it', async () => {
    const { user } = renderReset();
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveTextContent('Very Weak');
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    expect(meter).toHaveTextContent('Weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      screen.getByText('Password must include uppercase, lowercase, number, and special character'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path === '/auth/reset-password')).toHaveLength(0);
  });

  it('sends the token, e-mail and new password, then goes to /login', async () => {
    api.on('POST /auth/reset-password', (_req, res) =>
      json(res, 200, { success: true, message: 'Password reset', data: null }),
    );
    const { user, router } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'Strong@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Password reset successful/)).toBeInTheDocument();
    expect(api.seen.find((r) => r.path === '/auth/reset-password')?.body).toEqual({
      token: TOKEN,
      email: 'asha@example.com',
      newPassword: 'Strong@123',
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
