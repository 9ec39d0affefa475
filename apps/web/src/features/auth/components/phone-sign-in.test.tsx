import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { PhoneSignIn } from './phone-sign-in';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());

const login = {
  token: 't1',
  user: { _id: 'u1', name: 'Kavya', email: '', phone: '8123456789', role: 'customer' },
};

function show() {
  const signedIn: unknown[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneSignIn onSignedIn={(data) => signedIn.push(data)} />
    </QueryClientProvider>,
  );
  return signedIn;
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '8123456789');
  await user.click(screen.getByRole('button', { name: 'Continue with phone' }));
  return screen.findByLabelText('6-digit code');
}

describe('PhoneSignIn (issue 47)', () => {
  beforeEach(() => {
    api.reset();
    api.on('POST /auth/otp/request', (_req, res) => json(res, 202, { success: true, data: null }));
  });

  it('sends the code by itself at the sixth digit, from a field the browser fills from the SMS', async () => {
    api.on('POST /auth/otp/verify', (_req, res) => json(res, 200, { success: true, data: login }));
    const signedIn = show();
    const user = userEvent.setup();
    const code = await toCodeStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await user.type(code, '12345');
    expect(api.seen.filter((r) => r.path === '/auth/otp/verify')).toHaveLength(0);
    await user.type(code, '6');
    await waitFor(() => expect(signedIn).toEqual([login]));
    expect(api.seen.filter((r) => r.path === '/auth/otp/verify').map((r) => r.body)).toEqual([
      { phone: '8123456789', code: '123456' },
    ]);
  });

  it('asks a new number its name after the code, then sends code and name once', async () => {
    api.on('POST /auth/otp/verify', (req, res) =>
      (req.body as { name?: string }).name
        ? json(res, 200, { success: true, data: login })
        : json(res, 200, { success: true, data: { needsName: true } }),
    );
    const signedIn = show();
    const user = userEvent.setup();
    await user.type(await toCodeStep(user), '123456');
    const name = await screen.findByLabelText('Your name');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(name, 'Kavya Menon');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => expect(signedIn).toEqual([login]));
    expect(api.seen.filter((r) => r.path === '/auth/otp/verify').map((r) => r.body)).toEqual([
      { phone: '8123456789', code: '123456' },
      { phone: '8123456789', code: '123456', name: 'Kavya Menon' },
    ]);
  });
});
