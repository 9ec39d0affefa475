import { describe, expect, it } from 'vitest';
import { billMatchesItems, billNeedsCustomer, DEADLINE_NOTES } from './deadline.js';

describe('the bill against the approved total (PRODUCT.md §13)', () => {
  it('matches to the paisa, whatever floating point does to the sum', () => {
    expect(billMatchesItems(405, 405)).toBe(true);
    expect(billMatchesItems(0.1 + 0.2, 0.3)).toBe(true);
    expect(billMatchesItems(405.01, 405)).toBe(false);
    expect(billMatchesItems(404.99, 405)).toBe(false);
  });

  it('flags only an uploaded bill that differs', () => {
    const bill = (amount: number) => ({ amount });
    // Issue 28: the shop's bill is the items (and a tax-on-top shop's tax), never the delivery fee.
    const orderValue = { subtotal: 375, taxes: 0 };
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: bill(405), orderValue })).toBe(true);
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: bill(375), orderValue })).toBe(false);
    expect(
      billNeedsCustomer({
        status: 'bill_uploaded',
        bill: bill(393.75),
        orderValue: { subtotal: 375, taxes: 18.75 },
      }),
    ).toBe(false);
    expect(billNeedsCustomer({ status: 'bill_approved', bill: bill(406), orderValue })).toBe(false);
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: null, orderValue })).toBe(false);
  });

  it('writes the timeline notes with the minutes waited', () => {
    expect(DEADLINE_NOTES.revisionApproved(10)).toBe('Approved automatically after 10 minutes');
    expect(DEADLINE_NOTES.revisionCancelled(1)).toBe('Cancelled: no answer within 1 minute');
  });
});
