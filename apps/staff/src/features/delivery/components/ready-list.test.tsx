import { Toaster, useToastStore } from '@jhola/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { order } from '../../../test/fixtures';
import { type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { ReadyList } from './ready-list';

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

const ready = order({ status: 'bill_approved' });
const listOf = (orders: unknown[]): StandInReply => ({
  status: 200,
  body: { success: true, data: { orders } },
});
const list = listOf([ready]);
/** The server answers every read of the list with `listed` and a claim with `claimed`. */
const serveList = (listed: StandInReply, claimed?: StandInReply) =>
  serveBy((call) => (call.method === 'GET' ? listed : (claimed ?? list)));

describe('ReadyList', () => {
  it('lists paid-for orders and claims one', async () => {
    const calls = serveList(list, { status: 200, body: { success: true, data: { order: ready } } });
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('To 7 Ranade Road, Dadar West, Mumbai')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.url).toContain('/api/delivery/orders/o1/claim');
  });

  it('says so when someone else claimed it first', async () => {
    serveList(list, { status: 409, body: { success: false, message: 'Order is out_for_delivery' } });
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
    serveList(listOf([]));
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('Nothing ready for delivery')).toBeInTheDocument();
  });

  it('shows the customer’s new messages on an order (issue 29)', async () => {
    serveList(listOf([{ ...ready, unreadMessages: 2 }]));
    renderWithApp(<ReadyList />);
    expect(await screen.findByText('2 new messages')).toBeInTheDocument();
  });
});
