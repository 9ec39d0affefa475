import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Decision 0057: browsing is public. A visitor (no session, or a session that has ended) reads everything
 * a shop window shows; what belongs to a customer (orders, addresses, the checkout's geocoder) still
 * answers 401 without a session.
 */
describe('browsing without an account', () => {
  let t: TestApp;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
    shopId = [...ids.values()][0]!;
  });
  afterAll(async () => t.close());

  const visitorReads = () => [
    '/api/shops?limit=20',
    '/api/shops?limit=20&lat=12.9352&lng=77.6245',
    '/api/categories',
    `/api/shops/${shopId}`,
    `/api/shops/${shopId}/categories`,
    `/api/shops/${shopId}/products?limit=48&sort=relevance`,
    `/api/shops/${shopId}/products?limit=48&sort=relevance&q=milk`,
    '/api/search?q=milk',
    '/api/places/lookup?q=560034',
  ];

  it('answers every read of the shop window to a visitor, and to one whose session has ended', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-live-session' }]) {
      for (const url of visitorReads()) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().success, url).toBe(true);
      }
    }
  });

  it('keeps what belongs to a customer behind a session', async () => {
    const asks = [
      { method: 'GET', url: '/api/orders/customer' },
      { method: 'GET', url: '/api/me/addresses' },
      { method: 'POST', url: '/api/orders', payload: {} },
      { method: 'POST', url: '/api/geocode', payload: { city: 'Mumbai' } },
    ] as const;
    for (const ask of asks) {
      const res = await t.app.inject(ask);
      expect(res.statusCode, ask.url).toBe(401);
      expect(res.headers['cache-control'], ask.url).toContain('no-store');
    }
  });
});
