import { describe, expect, it } from 'vitest';
import { indiaDayBounds, indiaDayOf } from '../staff/india-day.js';
import { amountDueAtDoor, shopBillAmount, upiPayUrl } from './payment.js';
import { deliverRequestSchema } from './requests.js';

describe('paying at the door (issue 28)', () => {
  it('writes the UPI deep link with the payee, the amount to the paisa and the order number', () => {
    expect(upiPayUrl({ vpa: 'jhola@okaxis', name: 'Jhola Bazaar' }, 512, 'JH-100001')).toBe(
      'upi://pay?pa=jhola%40okaxis&pn=Jhola%20Bazaar&am=512.00&cu=INR&tn=JH-100001',
    );
    expect(upiPayUrl({ vpa: 'a@b', name: 'A & B' }, 0.1 + 0.2, 'JH-1')).toContain('am=0.30');
    expect(upiPayUrl({ vpa: 'a@b', name: 'A & B' }, 1, 'JH-1')).toContain('pn=A%20%26%20B');
  });

  it('asks at the door for the shop bill plus the delivery fee, or the total before a bill', () => {
    expect(amountDueAtDoor({ total: 438, deliveryFee: 30, bill: null })).toBe(438);
    expect(amountDueAtDoor({ total: 438, deliveryFee: 30, bill: { amount: 401.1 } })).toBe(431.1);
    expect(shopBillAmount({ subtotal: 408, taxes: 0 })).toBe(408);
    expect(shopBillAmount({ subtotal: 0.1, taxes: 0.2 })).toBe(0.3);
  });

  it('reads the handover payment: cash when absent, a UPI reference of letters and digits', () => {
    expect(deliverRequestSchema.parse({ otp: '1234' }).payment).toBeUndefined();
    expect(
      deliverRequestSchema.parse({ otp: '1234', payment: { method: 'upi', reference: ' 4123ABC ' } }).payment,
    ).toEqual({
      method: 'upi',
      reference: '4123ABC',
    });
    expect(deliverRequestSchema.parse({ otp: '1234', payment: { method: 'cash' } }).payment).toEqual({
      method: 'cash',
      reference: null,
    });
    expect(deliverRequestSchema.safeParse({ otp: '1234', payment: { method: 'card' } }).success).toBe(false);
    expect(
      deliverRequestSchema.safeParse({ otp: '1234', payment: { method: 'upi', reference: 'x;drop' } })
        .success,
    ).toBe(false);
  });

  it('counts the day in India time', () => {
    expect(indiaDayOf(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDayOf(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(indiaDayBounds('2026-11-25')).toEqual({
      from: new Date('2026-11-24T18:30:00Z'),
      to: new Date('2026-11-25T18:30:00Z'),
    });
  });
});
