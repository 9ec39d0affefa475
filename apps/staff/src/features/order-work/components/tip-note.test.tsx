import type { OrderPaymentState } from '@jhola/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStaffAuth } from '../../../lib/staff-auth';
import { order } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { TipNote } from './tip-note';

const paid: OrderPaymentState = {
  method: 'online',
  status: 'paid',
  held: 300,
  captured: 250,
  released: 50,
  refunded: 0,
  tips: 25,
  topUp: 0,
  due: 0,
};
const rider = { _id: 'd1', name: 'Vikram', email: 'v@jhola.test', phone: '9876500009', role: 'delivery' };

afterEach(() => useStaffAuth.getState().signOut());

describe('the tip on the staff screen (issue 43)', () => {
  it('splits it between the shopper and the delivery person when they are two people', () => {
    useStaffAuth.getState().signIn('tok', rider as never);
    renderWithApp(
      <TipNote
        order={order({
          paymentState: paid,
          deliveryPerson: { _id: 'd1', name: 'Vikram', phone: '9876500009' },
        })}
      />,
    );
    expect(screen.getByTestId('tip-note')).toHaveTextContent(
      'Tip from the customer: ₹12.50 for you (of ₹25.00)',
    );
  });

  it('shows nothing without a tip', () => {
    renderWithApp(<TipNote order={order({ paymentState: { ...paid, tips: 0 } })} />);
    expect(screen.queryByTestId('tip-note')).toBeNull();
  });
});
