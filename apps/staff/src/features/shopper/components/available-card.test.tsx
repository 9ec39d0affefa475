import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { Toaster, useToastStore } from '@jhola/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { AvailableCard } from './available-card';

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

const card = {
  ...order({ status: 'pending_shopper', createdAt: '2026-11-22T10:00:00.000Z' }),
  distanceKm: 2.4,
  itemCount: 5,
};
const now = new Date('2026-11-22T10:12:30.000Z').getTime();

describe('AvailableCard', () => {
  it('shows the shop, item count, total, distance and waited time', () => {
    renderWithApp(<AvailableCard order={card} now={now} />);
    const item = screen.getByRole('listitem', { name: 'Apna Bazaar' });
    expect(item).toHaveTextContent('5');
    expect(item).toHaveTextContent('₹320.00');
    expect(item).toHaveTextContent('2.4 km');
    expect(item).toHaveTextContent('12 min');
  });

  it('says plainly when another shopper was faster', async () => {
    serveReplies({ status: 409, body: { success: false, message: 'Order is accepted_by_shopper' } });
    renderWithApp(
      <>
        <AvailableCard order={card} now={now} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept order' }));
    expect(await screen.findByText(STAFF_APP_MESSAGES.orderTaken)).toBeInTheDocument();
  });
});
