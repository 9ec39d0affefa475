import { distanceKm, shopListSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ist = (local: string) => new Date(`${local}:00+05:30`);
const INDIRANAGAR_100FT_ROAD = { lat: 12.9784, lng: 77.6408 };
const NAGPUR = { lat: 21.1458, lng: 79.0882 };
const replySchema = successEnvelope(shopListSchema);

describe('GET /api/shops near a place', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/shops?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return replySchema.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(ist('2025-06-02T23:00')); // a Monday night: day shops have closed
    ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
    // Made before the first list, so no cache stands between them and the answers.
    const at = (i: number) => ({ latitude: NAGPUR.lat + i * 0.001, longitude: NAGPUR.lng });
    const closedAtNight = { monday: { open: '08:00', close: '20:00', closed: false } };
    await createTestShop(t, {
      name: 'Closed Favourite',
      orderCount: 900,
      operatingHours: closedAtNight,
      ...at(1),
    });
    await createTestShop(t, { name: 'Open Quiet', orderCount: 3, ...at(2) });
    await createTestShop(t, { name: 'Open Busy', orderCount: 40, ...at(3) });
    await createTestShop(t, { name: 'Closed Quiet', orderCount: 1, operatingHours: closedAtNight, ...at(4) });
    await createTestShop(t, {
      name: 'Too Far',
      orderCount: 999,
      deliveryRadiusKm: 3,
      latitude: 21.2,
      longitude: 79.0882,
    });
    await createTestShop(t, { name: 'Not On The Map', orderCount: 999 });
  });
  afterAll(async () => t.close());

  it('answers only the shops whose radius reaches the place, each with its distance', async () => {
    const { shops, total } = await list(
      `lat=${INDIRANAGAR_100FT_ROAD.lat}&lng=${INDIRANAGAR_100FT_ROAD.lng}`,
    );
    const names = shops.map((s) => s.name);
    expect(names).toContain('Namma Fresh Supermarket');
    expect(names).not.toContain('Sri Lakshmi Fruits & Vegetables'); // Malleshwaram, 9 km away, radius 4
    expect(shops.every((s) => s.address.city === 'Bengaluru')).toBe(true);
    expect(total).toBe(shops.length);
    for (const shop of shops) {
      const km = distanceKm(shop.coordinates!, INDIRANAGAR_100FT_ROAD);
      expect(km).toBeLessThanOrEqual(shop.deliveryRadiusKm);
      expect(shop.distanceKm).toBe(Math.round(km * 10) / 10);
    }
    const supermarket = shops.find((s) => s.name === 'Namma Fresh Supermarket')!;
    expect(supermarket).toMatchObject({
      _id: ids.get('Namma Fresh Supermarket'),
      deliveryRadiusKm: 8,
      distanceKm: 0.7,
    });
  });

  it('puts open shops first, then the spec order (order count, product count) within each group', async () => {
    const { shops } = await list(`lat=${NAGPUR.lat}&lng=${NAGPUR.lng}`);
    expect(shops.map((s) => [s.name, s.isOpenNow])).toEqual([
      ['Open Busy', true],
      ['Open Quiet', true],
      ['Closed Favourite', false],
      ['Closed Quiet', false],
    ]);
    const limited = await list(`lat=${NAGPUR.lat}&lng=${NAGPUR.lng}&limit=1`);
    expect(limited.shops.map((s) => s.name)).toEqual(['Open Busy']);
    expect(limited.total).toBe(4);
  });

  it('answers as before without a place: every active shop, no distance', async () => {
    const { shops } = await list('limit=100');
    expect(shops.length).toBeGreaterThanOrEqual(ids.size);
    expect(shops.some((s) => s.address.city === 'Mumbai')).toBe(true);
    expect(shops.every((s) => s.distanceKm === undefined)).toBe(true);
  });

  it('is 400 with a clear message for coordinates that are not numbers, half a place, or abroad', async () => {
    const cases: [string, string][] = [
      ['lat=abc&lng=77.6', 'lat must be a number, e.g. 12.9716'],
      ['lat=12.97&lng=', 'lng must be a number, e.g. 12.9716'],
      ['lat=12.97', 'Send both lat and lng, or neither'],
      ['lat=51.5072&lng=-0.1276', 'Choose a place in India: lat and lng must be coordinates in India'],
      ['lat=1e2&lng=77', 'lat must be a number, e.g. 12.9716'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/shops?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, message });
    }
  });
});
