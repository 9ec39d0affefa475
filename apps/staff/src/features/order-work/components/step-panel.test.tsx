import type { Order } from '@jhola/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffAuth } from '../../../lib/staff-auth';
import { order } from '../../../test/fixtures';
import { serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { StepPanel } from './step-panel';

const shopper = { _id: 'u1', name: 'Ravi', email: 'ravi@jhola.test', phone: '9876500000', role: 'shopper' };
const rider = {
  _id: 'd1',
  name: 'Vikram',
  email: 'vikram@jhola.test',
  phone: '9876500009',
  role: 'delivery',
};
const claimed = (status: Order['status']) =>
  order({ status, deliveryPerson: { _id: 'd1', name: 'Vikram', phone: '9876500009' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useStaffAuth.getState().signOut();
});
const as = (user: typeof shopper) => useStaffAuth.getState().signIn('tok', user as never);

describe('exactly one person carries the order (issue 47)', () => {
  it('offers "Out for delivery" to the shopper while no delivery person has claimed the order', () => {
    as(shopper);
    renderWithApp(<StepPanel order={order({ status: 'bill_approved' })} />);
    expect(screen.getByRole('button', { name: 'Out for delivery' })).toBeEnabled();
  });

  it('once a delivery person claimed it, the shopper is told who delivers and offered nothing', () => {
    as(shopper);
    // The claim arrives live: the staffOrderUpdate event replaces the cached order with this one.
    renderWithApp(<StepPanel order={claimed('bill_approved')} />);
    expect(screen.queryByRole('button', { name: 'Out for delivery' })).toBeNull();
    expect(screen.getByText('Vikram will deliver this order.')).toBeInTheDocument();
  });

  it('offers the delivery person who claimed it the step, and the door to them alone', () => {
    serveReplies();
    as(rider);
    const { unmount } = renderWithApp(<StepPanel order={claimed('bill_approved')} />);
    expect(screen.getByRole('button', { name: 'Out for delivery' })).toBeEnabled();
    unmount();
    as(shopper);
    renderWithApp(<StepPanel order={claimed('out_for_delivery')} />);
    expect(screen.queryByRole('button', { name: /Delivered/ })).toBeNull();
    expect(screen.queryByLabelText(/code/i)).toBeNull();
    expect(screen.getByText('Vikram is delivering this order.')).toBeInTheDocument();
  });
});
