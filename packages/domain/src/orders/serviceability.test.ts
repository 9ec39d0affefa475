import { describe, expect, it } from 'vitest';
import { outsideDeliveryArea, outsideDeliveryAreaMessage } from './serviceability.js';

const mgRoad = { lat: 12.9716, lng: 77.5946 };

describe('outsideDeliveryArea', () => {
  it('is null inside the radius and on its edge, the rounded distance outside it', () => {
    const shop = { coordinates: mgRoad, deliveryRadiusKm: 5 };
    expect(outsideDeliveryArea(shop, { lat: 12.96, lng: 77.6 })).toBeNull();
    const thane = outsideDeliveryArea(shop, { lat: 19.2011, lng: 72.9785 });
    expect(thane?.radiusKm).toBe(5);
    expect(thane!.distanceKm).toBeGreaterThan(800);
    expect(Number.isInteger(thane!.distanceKm * 10)).toBe(true);
  });

  it('cannot refuse when the shop or the address has no place', () => {
    expect(outsideDeliveryArea({ coordinates: null, deliveryRadiusKm: 5 }, mgRoad)).toBeNull();
    expect(outsideDeliveryArea({ coordinates: mgRoad, deliveryRadiusKm: 5 }, null)).toBeNull();
  });

  it('names the shop, the radius and the distance', () => {
    expect(outsideDeliveryAreaMessage('Fresh Mart', 12.4, 5)).toBe(
      'Fresh Mart delivers within 5 km. This address is 12.4 km away.',
    );
  });
});
