import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { offersQuery } from '../api/offers';
import { OfferList } from './offer-list';
import { ShiftPanel } from './shift-panel';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const shop = { _id: 's1', name: 'Apna Bazaar' };
const onShift = {
  _id: 'sh1',
  userId: 'u1',
  role: 'shopper',
  shop,
  area: null,
  planned: false,
  start: '2026-11-29T02:30:00.000Z',
  end: null,
};

describe('ShiftPanel (issue 45)', () => {
  it('starts a shift at the chosen shop, then offers to end it', async () => {
    let current: typeof onShift | null = null;
    const calls = serveBy((call) => {
      if (call.url.includes('/api/shops')) return ok({ shops: [shop] });
      if (call.method === 'POST') {
        current = onShift;
        return ok({ shift: onShift });
      }
      return ok({ current, planned: [] });
    });
    renderWithApp(<ShiftPanel as="shopper" />);
    await screen.findByRole('option', { name: 'Apna Bazaar' });
    await userEvent.selectOptions(screen.getByLabelText('Work at'), 's1');
    await userEvent.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText(/On shift at Apna Bazaar since/)).toBeInTheDocument();
    const start = calls.find((c) => c.method === 'POST')!;
    expect(start.url).toContain('/api/staff/shift');
    expect(start.body).toEqual({ action: 'start', shopId: 's1' });
    expect(await screen.findByRole('button', { name: 'End shift' })).toBeInTheDocument();
  });
});

describe('OfferList (issue 45)', () => {
  it('shows an offered order with its countdown, and declines it', async () => {
    const deadline = new Date(Date.now() + 45_000).toISOString();
    const offer = {
      orderId: 'o1',
      orderNumber: 'JH-100001',
      role: 'shopper',
      shopName: 'Apna Bazaar',
      itemCount: 3,
      deadline,
      batchedWith: null,
    };
    const calls = serveBy((call) => (call.method === 'POST' ? ok(null) : ok({ offers: [offer] })));
    renderWithApp(<OfferList />);
    expect(await screen.findByText('JH-100001 · Apna Bazaar')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/0:4\d left to answer/);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/staff/offers/o1/decline'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('JH-100001 · Apna Bazaar')).toBeNull());
  });

  it('opens the accepted order even when its card left the list before the answer came', async () => {
    const offer = {
      orderId: 'o2',
      orderNumber: 'JH-100002',
      role: 'shopper',
      shopName: 'Apna Bazaar',
      itemCount: 1,
      deadline: new Date(Date.now() + 45_000).toISOString(),
      batchedWith: null,
    };
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    serveBy((call) => {
      if (call.method !== 'POST') return ok({ offers: [offer] });
      // The socket's orderTaken for this very accept arrives first and takes the card off the list.
      client.setQueryData(offersQuery.queryKey, { offers: [] });
      return ok({ order: { _id: 'o2' } });
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/available']}>
          <Routes>
            <Route path="/available" element={<OfferList />} />
            <Route path="/orders/:id" element={<p>order page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('order page')).toBeInTheDocument();
  });
});
