import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/status.js';
import { orderSmsEventFor, orderSmsOutdated, orderSmsText } from './order-sms.js';

describe('order SMS (issue 45)', () => {
  it('texts four moments, no other step', () => {
    const texted = ORDER_STATUSES.flatMap((status) => {
      const event = orderSmsEventFor(status);
      return event ? [[status, event]] : [];
    });
    expect(texted).toEqual([
      ['accepted_by_shopper', 'accepted'],
      ['bill_uploaded', 'bill_waiting'],
      ['out_for_delivery', 'out_for_delivery'],
      ['delivered', 'delivered'],
    ]);
  });

  it('says the code and the amount due, and is outdated once cancelled or delivered before it went', () => {
    const facts = { orderNumber: 'JH-100001', shopName: 'Fresh Mart', code: '4821', amount: 275.5 };
    expect(orderSmsText('out_for_delivery', facts)).toBe(
      'Jhola: your order JH-100001 is on its way. Give the delivery code 4821 at the door.',
    );
    expect(orderSmsText('bill_waiting', facts)).toBe(
      'Jhola: the bill for your order JH-100001 is ₹275.50. Open Jhola to approve it.',
    );
    expect(orderSmsOutdated('accepted', 'cancelled')).toBe(true);
    expect(orderSmsOutdated('out_for_delivery', 'delivered')).toBe(true);
    expect(orderSmsOutdated('delivered', 'delivered')).toBe(false);
    expect(orderSmsOutdated('accepted', 'shopper_at_shop')).toBe(false);
  });
});
