import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '../../../test/fixtures';
import { BillNeedsCustomer } from './bill-needs-customer';

const bill = (amount: number) => ({
  amount,
  imageUrl: '/api/orders/o1/bill',
  uploadedAt: '2026-11-22T10:30:00.000Z',
});
const FLAG = 'Bill differs from the approved items: waiting for the customer';
/** The fixture's approved items come to 300 (fee 20, total 320). */

describe('BillNeedsCustomer', () => {
  it('flags an uploaded bill that differs from the approved items by a paisa, or includes the fee', () => {
    const { rerender } = render(
      <BillNeedsCustomer order={order({ status: 'bill_uploaded', bill: bill(300.01) })} />,
    );
    expect(screen.getByText(FLAG)).toBeInTheDocument();
    rerender(<BillNeedsCustomer order={order({ status: 'bill_uploaded', bill: bill(320) })} />);
    expect(screen.getByText(FLAG)).toBeInTheDocument();
  });

  it('says nothing for a bill equal to the items (it is approved when nobody answers) or once approved', () => {
    const { rerender } = render(
      <BillNeedsCustomer order={order({ status: 'bill_uploaded', bill: bill(300) })} />,
    );
    expect(screen.queryByText(FLAG)).toBeNull();
    rerender(<BillNeedsCustomer order={order({ status: 'bill_approved', bill: bill(320) })} />);
    expect(screen.queryByText(FLAG)).toBeNull();
  });
});
