import { Toaster, useToastStore } from '@jhola/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { renderWithApp, stubFetch } from '../../../test/render';
import { ReadyList } from './ready-list';

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

const ready = order({ status: 'bill_approved' });
const list = { status: 200, body: { success: true, data: { orders: [ready] } } };

describe('ReadyList', () => {
  it('lists paid-for orders and claims one', async () => {
    const calls = stubFetch(list, { status: 200, body: { success: true, data: { order: ready } } });
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('To 7 Ranade Road, Dadar West, Mumbai')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'POST' });
    expect(calls[1]!.url).toContain('/api/delivery/orders/o1/claim');
  });

  it('says so when someone else claimed it first', async () => {
    stubFetch(list, { status: 409, body: { success: false, message: 'Order is out_for_delivery' } }, list);
    renderWithApp(
      <>
        <ReadyList />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Someone else claimed this order')).toBeInTheDocument();
  });

  it('says when nothing is ready', async () => {
    stubFetch({ status: 200, body: { success: true, data: { orders: [] } } });
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('Nothing ready for delivery')).toBeInTheDocument();
  });

  it('shows the customer’s new messages on an order (issue 29)', async () => {
    stubFetch({ status: 200, body: { success: true, data: { orders: [{ ...ready, unreadMessages: 2 }] } } });
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('2 new messages')).toBeInTheDocument();
  });
});
