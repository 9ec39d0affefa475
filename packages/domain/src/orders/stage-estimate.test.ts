import { describe, expect, it } from 'vitest';
import { minutesLeftAt } from './stage-estimate.js';

// 3 km at 18 km/h on roads 1.4× the straight line is 14 minutes, and 4 to hand over; the shop picks in 12.
const shop = { distanceKm: 3, pickingMinutes: 12 };

describe('the delivery estimate at each step (issue 47)', () => {
  it('counts down as the order moves: picking, half of it while the customer answers, then the ride', () => {
    expect(minutesLeftAt('accepted_by_shopper', shop)).toBe(12 + 14 + 4);
    expect(minutesLeftAt('shopping_in_progress', shop)).toBe(30);
    expect(minutesLeftAt('shopper_revised_order', shop)).toBe(6 + 14 + 4);
    expect(minutesLeftAt('final_shopping', shop)).toBe(24);
    expect(minutesLeftAt('bill_uploaded', shop)).toBe(18);
    expect(minutesLeftAt('out_for_delivery', shop)).toBe(18);
  });

  it('leaves the estimate alone while no shopper has taken the order, and once it ended', () => {
    for (const status of ['pending_shopper', 'delivered', 'cancelled'])
      expect(minutesLeftAt(status, shop)).toBeNull();
  });

  it('is never under a minute, whatever the shop says', () => {
    expect(minutesLeftAt('bill_approved', { distanceKm: 0, pickingMinutes: 0 })).toBe(4);
    expect(minutesLeftAt('bill_approved', { distanceKm: -2, pickingMinutes: -5 })).toBe(4);
  });
});
