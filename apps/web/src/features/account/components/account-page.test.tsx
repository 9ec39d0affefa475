import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { AccountPage } from './account-page';

const asha = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
beforeEach(() => api.reset());

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountPage />
    </QueryClientProvider>,
  );

describe('the account page (issue 45)', () => {
  it('turns order SMS off and on, saved on the account', async () => {
    let orderSms = true;
    api.on('GET /me', (_req, res) =>
      json(res, 200, { success: true, data: { user: { ...asha, orderSms } } }),
    );
    api.on('PATCH /me', (req, res) => {
      orderSms = (req.body as { orderSms: boolean }).orderSms;
      json(res, 200, { success: true, data: { user: { ...asha, orderSms } } });
    });
    show();
    const box = await screen.findByRole('checkbox', { name: 'Text me about my orders' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.seen.find((r) => r.method === 'PATCH')?.body).toEqual({ orderSms: false });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(orderSms).toBe(true));
    await waitFor(() => expect(box).toBeChecked());
  });

  it('says so when the account cannot be loaded', async () => {
    api.on('GET /me', (_req, res) =>
      json(res, 500, { success: false, message: 'Server error. Please try again later.' }),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
  });
});
