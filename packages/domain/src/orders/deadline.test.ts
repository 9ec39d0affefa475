import { describe, expect, it } from 'vitest';
import { billMatchesTotal, billNeedsCustomer, DEADLINE_NOTES } from './deadline.js';

describe('the bill against the approved total (PRODUCT.md §13)', () => {
  it('matches to the paisa, whatever floating point does to the sum', () => {
    expect(billMatchesTotal(405, 405)).toBe(true);
    expect(billMatchesTotal(0.1 + 0.2, 0.3)).toBe(true);
    expect(billMatchesTotal(405.01, 405)).toBe(false);
    expect(billMatchesTotal(404.99, 405)).toBe(false);
  });

  it('flags only an uploaded bill that differs', () => {
    const bill = (amount: number) => ({ amount });
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: bill(406), total: 405 })).toBe(true);
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: bill(405), total: 405 })).toBe(false);
    expect(billNeedsCustomer({ status: 'bill_approved', bill: bill(406), total: 405 })).toBe(false);
    expect(billNeedsCustomer({ status: 'bill_uploaded', bill: null, total: 405 })).toBe(false);
  });

  it('writes the timeline notes with the minutes waited', () => {
    expect(DEADLINE_NOTES.revisionApproved(10)).toBe('Approved automatically after 10 minutes');
    expect(DEADLINE_NOTES.revisionCancelled(1)).toBe('Cancelled: no answer within 1 minute');
  });
});
