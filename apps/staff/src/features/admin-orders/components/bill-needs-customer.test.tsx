import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '../../../test/fixtures';
import { BillNeedsCustomer } from './bill-needs-customer';

const bill = (amount: number) => ({
  amount,
  imageUrl: '/api/orders/o1/bill',
  uploadedAt: '2026-11-22T10:30:00.000Z',
});
const FLAG = 'Bill differs from the approved total: waiting for the customer';

describe('BillNeedsCustomer', () => {
  it('flags an uploaded bill that differs from the approved total by a paisa', () => {
    render(<BillNeedsCustomer order={order({ status: 'bill_uploaded', total: 320, bill: bill(320.01) })} />);
    expect(screen.getByText(FLAG)).toBeInTheDocument();
  });

  it('says nothing for a bill equal to the total (it is approved when nobody answers) or once approved', () => {
    const { rerender } = render(
      <BillNeedsCustomer order={order({ status: 'bill_uploaded', total: 320, bill: bill(320) })} />,
    );
    expect(screen.queryByText(FLAG)).toBeNull();
    rerender(<BillNeedsCustomer order={order({ status: 'bill_approved', total: 320, bill: bill(300) })} />);
    expect(screen.queryByText(FLAG)).toBeNull();
  });
});
