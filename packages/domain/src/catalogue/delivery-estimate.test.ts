import { describe, expect, it } from 'vitest';
import { deliveryEstimateMinutes } from './delivery-estimate.js';

const base = { distanceKm: 2, pickingMinutes: 12, waitingOrders: 0, activeShoppers: 3 };

describe('deliveryEstimateMinutes', () => {
  it('adds taking, picking, riding and handing over, in steps of 5', () => {
    // 3 + 12 + 2 × 1.4 / 18 × 60 (9.33) + 4 = 28.3 → 30
    expect(deliveryEstimateMinutes(base)).toBe(30);
  });

  it('grows with distance, the shop’s picking time and the queue per shopper', () => {
    expect(deliveryEstimateMinutes({ ...base, distanceKm: 6 })).toBeGreaterThan(30);
    expect(deliveryEstimateMinutes({ ...base, pickingMinutes: 25 })).toBeGreaterThan(30);
    // 6 waiting for 3 shoppers: two pickings ahead → 28.3 + 24 = 52.3 → 55
    expect(deliveryEstimateMinutes({ ...base, waitingOrders: 6 })).toBe(55);
    // The same 6 for 6 shoppers: one picking ahead
    expect(deliveryEstimateMinutes({ ...base, waitingOrders: 6, activeShoppers: 6 })).toBe(45);
  });

  it('waits for a shopper to come on when none is on duty, and stays within 10–120', () => {
    expect(deliveryEstimateMinutes({ ...base, activeShoppers: 0 })).toBe(45);
    expect(
      deliveryEstimateMinutes({ distanceKm: 0, pickingMinutes: 1, waitingOrders: 0, activeShoppers: 9 }),
    ).toBe(10);
    expect(deliveryEstimateMinutes({ ...base, waitingOrders: 500 })).toBe(120);
    expect(deliveryEstimateMinutes({ ...base, distanceKm: -3, waitingOrders: -2 })).toBe(20);
  });
});
