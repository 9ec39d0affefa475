import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentChoice, type PayWith } from './payment-choice';

function Harness({ credit }: { credit?: number }) {
  const [value, setValue] = useState<PayWith>('door');
  return (
    <PaymentChoice value={value} onChange={setValue} total={415} credit={credit} shopName="Fresh Mart" />
  );
}

describe('PaymentChoice (issue 43)', () => {
  it('offers paying online with the hold it states, or at the door, chosen by keyboard', async () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: /^Pay at the door/ })).toBeChecked();
    // ₹415 + 10 % headroom, rounded up to the rupee.
    expect(screen.getByText('We hold up to ₹457.00; you pay only the bill you approve.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Pay online/ }));
    expect(screen.getByRole('radio', { name: /^Pay online/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Pay at the door/ })).toBeChecked();
  });

  it('holds only what the Jhola credit leaves, with the headroom of the whole estimate, as the server does', () => {
    // ₹415 − ₹100 credit = ₹315, + ₹41.50 headroom (10 % of ₹415), rounded up to the rupee.
    render(<Harness credit={100} />);
    expect(screen.getByText('We hold up to ₹357.00; you pay only the bill you approve.')).toBeInTheDocument();
  });

  it('holds only the headroom when the credit pays the whole estimate', () => {
    render(<Harness credit={500} />);
    expect(screen.getByText('We hold up to ₹42.00; you pay only the bill you approve.')).toBeInTheDocument();
  });
});
