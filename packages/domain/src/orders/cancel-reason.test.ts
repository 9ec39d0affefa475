import { describe, expect, it } from 'vitest';
import { cancelledOrderReasonText, cancelledPaymentText, cancelledReasonText } from './cancel-reason.js';

const timeline = (role: string, note = '') => [
  { status: 'pending_shopper', note: '', updatedBy: { role: 'customer', name: 'Asha' } },
  { status: 'cancelled', note, updatedBy: { role, name: 'Someone' } },
];

describe('cancelled reason precedence (PRODUCT.md §4)', () => {
  it('1. admin wins over every other field, followed by the reason the admin typed (issue 30)', () => {
    expect(
      cancelledReasonText({
        cancelledBy: 'admin',
        cancellationReason: 'Shop closed for stock-taking',
        reason: 'x',
        timeline: timeline('shopper', 'n'),
      }),
    ).toBe('Order cancelled by admin: Shop closed for stock-taking');
    expect(cancelledReasonText({ cancelledBy: 'admin', cancellationReason: ' ' })).toBe(
      'Order cancelled by admin',
    );
  });
  it('2. customer: their reason, else the default', () => {
    expect(
      cancelledReasonText({ cancelledBy: 'customer', cancellationReason: 'Ordered by mistake', reason: 'x' }),
    ).toBe('Ordered by mistake');
    expect(cancelledReasonText({ cancelledBy: 'customer', cancellationReason: '  ', reason: 'x' })).toBe(
      'Order cancelled by customer',
    );
  });
  it('3. a reason field comes before the cancellation reason', () => {
    expect(
      cancelledReasonText({ cancelledBy: 'shopper', reason: 'Shop closed', cancellationReason: 'other' }),
    ).toBe('Shopper cancelled: Shop closed');
    expect(cancelledReasonText({ reason: 'Shop closed' })).toBe('Shopper cancelled: Shop closed');
  });
  it('4. the cancellation reason alone', () => {
    expect(cancelledReasonText({ cancelledBy: 'shopper', cancellationReason: 'Items out of stock' })).toBe(
      'Items out of stock',
    );
    expect(cancelledReasonText({ cancellationReason: 'Items out of stock' })).toBe('Items out of stock');
  });
  it('5. shopper: the timeline note, else no reason provided', () => {
    expect(
      cancelledReasonText({ cancelledBy: 'shopper', timeline: timeline('shopper', 'Store closed early') }),
    ).toBe('Shopper cancelled: Store closed early');
    expect(cancelledReasonText({ cancelledBy: 'shopper', timeline: [] })).toBe(
      'Shopper cancelled: No reason provided',
    );
  });
  it('6. otherwise the timeline updater decides', () => {
    expect(cancelledReasonText({ timeline: timeline('admin') })).toBe('Order cancelled by admin');
    expect(cancelledReasonText({ timeline: timeline('admin', 'Rain') })).toBe(
      'Order cancelled by admin: Rain',
    );
    expect(cancelledReasonText({ timeline: timeline('customer') })).toBe('Order cancelled by customer');
    expect(cancelledReasonText({ timeline: timeline('shopper', 'Rain') })).toBe('Shopper cancelled: Rain');
    expect(cancelledReasonText({ timeline: [{ status: 'cancelled', updatedBy: 'admin' }] })).toBe(
      'Order cancelled by admin',
    );
  });
  it('6. else "Order cancelled"', () => {
    expect(cancelledReasonText({})).toBe('Order cancelled');
    expect(cancelledReasonText({ timeline: [{ status: 'cancelled', note: '', updatedBy: null }] })).toBe(
      'Order cancelled',
    );
  });
});

describe('payment sentence', () => {
  it('a cash order owes nothing', () => {
    expect(cancelledPaymentText({ paymentMethod: 'cash', paymentStatus: 'pending' })).toMatch(
      /nothing is due/,
    );
  });
  it('an online payment is refunded', () => {
    expect(cancelledPaymentText({ paymentMethod: 'card', paymentStatus: 'paid' })).toMatch(
      /3 to 5 business days/,
    );
  });
});

describe('cancelledOrderReasonText (issue 13: one wording everywhere)', () => {
  it("words a shopper's stored reason as the live banner does", () => {
    const order = { cancelledBy: 'shopper', cancellationReason: 'Shop is closed for a festival' };
    expect(cancelledOrderReasonText(order)).toBe('Shopper cancelled: Shop is closed for a festival');
    expect(cancelledOrderReasonText(order)).toBe(
      cancelledReasonText({ ...order, reason: order.cancellationReason }),
    );
  });
  it('keeps the precedence for admins and customers', () => {
    expect(cancelledOrderReasonText({ cancelledBy: 'admin', cancellationReason: 'Stock-taking' })).toBe(
      'Order cancelled by admin: Stock-taking',
    );
    expect(cancelledOrderReasonText({ cancelledBy: 'customer', cancellationReason: 'Too late' })).toBe(
      'Too late',
    );
  });
});
