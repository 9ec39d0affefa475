import { describe, expect, it } from 'vitest';
import { inquiryAvailability } from './inquiry-availability.js';

const placed = '2026-01-10T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(placed) + minutes * 60_000 + seconds * 1000);
const order = (status = 'accepted_by_shopper', wait: number | undefined = 15) => ({
  status,
  createdAt: placed,
  shopId: { inquiryAvailableTime: wait },
});

describe('inquiryAvailability', () => {
  it('waits the shop time, rounding minutes left up', () => {
    expect(inquiryAvailability(order(), at(0))).toMatchObject({
      available: false,
      minutesLeft: 15,
      progress: 0,
    });
    expect(inquiryAvailability(order(), at(5, 30))).toMatchObject({ available: false, minutesLeft: 10 });
    expect(inquiryAvailability(order(), at(14, 59)).minutesLeft).toBe(1);
    expect(inquiryAvailability(order(), at(15))).toMatchObject({
      available: true,
      minutesLeft: 0,
      progress: 1,
    });
  });

  it('defaults to 15 minutes when the shop gives none', () => {
    const noWait = { status: 'pending_shopper', createdAt: placed, shopId: {} };
    expect(inquiryAvailability(noWait, at(14)).available).toBe(false);
    expect(inquiryAvailability(noWait, at(15)).available).toBe(true);
    expect(inquiryAvailability(noWait, at(0)).waitMinutes).toBe(15);
  });

  it('uses a short shop time', () => {
    expect(inquiryAvailability(order('pending_shopper', 1), at(0, 59)).available).toBe(false);
    expect(inquiryAvailability(order('pending_shopper', 1), at(1)).available).toBe(true);
  });

  it('is never offered for delivered or cancelled orders', () => {
    for (const status of ['delivered', 'cancelled']) {
      expect(inquiryAvailability(order(status), at(60))).toMatchObject({ offered: false, available: false });
    }
  });

  it('an unreadable placement time waits the full time', () => {
    const bad = { status: 'pending_shopper', createdAt: 'nonsense', shopId: { inquiryAvailableTime: 15 } };
    expect(inquiryAvailability(bad, at(60))).toMatchObject({ available: false, minutesLeft: 15 });
  });

  it('half-way shows half progress', () => {
    expect(inquiryAvailability(order(), at(7, 30)).progress).toBeCloseTo(0.5);
  });
});
