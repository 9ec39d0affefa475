import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { SignupForm } from './signup-form';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
beforeEach(() => api.reset());

function renderSignup() {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignupForm /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/signup'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const labels: Record<string, string> = {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(labels[field]!), value);
  }
}

describe('Signup screen', () => {
  it('shows the PRODUCT.md §5 message of every field on submit and sends nothing', async () => {
    const { user } = renderSignup();
    await fillForm(user, {
      name: 'A',
      email: 'bad',
      phone: '123',
      password: 'weakpass',
      confirmPassword: 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email format',
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      'Password must include uppercase, lowercase, number, and special character',
      'Passwords do not match',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.seen.filter((r) => r.path === '/auth/signup')).toHaveLength(0);
  });

  it('asks for every required field', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rates the password and ticks the checklist while typing', async () => {
    const { user } = renderSignup();
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveTextContent('Very Weak');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(meter).toHaveTextContent('Weak');
    await user.type(screen.getByLabelText('Password'), 'A1@');
    expect(meter).toHaveTextContent('Strong');
    expect(screen.getByText(/One special character/).textContent).toContain('(met)');
  });

  it('keeps the number of a pasted phone with its country code, never a cut of it', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  });

  it('sends role customer, shows the verify message and goes to /login after 4 s', async () => {
    api.on('POST /auth/signup', (req, res) =>
      json(res, 201, {
        success: true,
        message: 'created',
        data: { email: (req.body as { email: string }).email },
      }),
    );
    const { user, router } = renderSignup();
    await fillForm(user, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account before logging in',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByText(/Taking you to login in \d s/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/login');
    expect(api.seen.find((r) => r.path === '/auth/signup')?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'Strong@123',
      role: 'customer',
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message when the e-mail is taken', async () => {
    api.on('POST /auth/signup', (_req, res) =>
      json(res, 409, { success: false, message: 'An account with this email already exists.' }),
    );
    const { user } = renderSignup();
    await fillForm(user, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});
