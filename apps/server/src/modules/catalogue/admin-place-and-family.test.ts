import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

/** Admins place a shop on the map with its radius, and group products into pack-size families. */
describe('admin catalogue: place, radius and families', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopId: string;
  const patch = (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, payload, headers: admin.headers });
  const nearby = async () =>
    (await t.app.inject({ url: '/api/shops?lat=26.9124&lng=75.7873' }))
      .json()
      .data.shops.map((s: { _id: string }) => s._id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    shopId = (await createTestShop(t, { name: 'Jaipur Kirana' })).id;
  });
  afterAll(async () => t.close());

  it('sets coordinates and a radius; the shop then delivers around them', async () => {
    expect(await nearby()).not.toContain(shopId);
    const res = await patch(`/api/admin/shops/${shopId}`, {
      coordinates: { lat: 26.9155, lng: 75.7878 },
      deliveryRadiusKm: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shop).toMatchObject({
      coordinates: { lat: 26.9155, lng: 75.7878 },
      deliveryRadiusKm: 3,
    });
    expect(await nearby()).toContain(shopId);
    const moved = await patch(`/api/admin/shops/${shopId}`, { coordinates: { lat: 26.95, lng: 75.7878 } });
    expect(moved.json().data.shop.coordinates).toEqual({ lat: 26.95, lng: 75.7878 });
    expect(await nearby()).not.toContain(shopId); // 4 km away now, radius 3
    await patch(`/api/admin/shops/${shopId}`, { coordinates: { lat: 26.9155, lng: 75.7878 } });
  });

  it('refuses coordinates abroad and a radius out of range (422), changing nothing', async () => {
    const abroad = await patch(`/api/admin/shops/${shopId}`, { coordinates: { lat: 51.5, lng: -0.12 } });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().message).toBe('The shop must be in India');
    const far = await patch(`/api/admin/shops/${shopId}`, { deliveryRadiusKm: 100 });
    expect(far.json()).toMatchObject({ success: false, message: 'Delivery radius must be at most 50 km' });
    const shop = (await t.app.inject({ url: `/api/shops/${shopId}` })).json().data.shop;
    expect(shop.deliveryRadiusKm).toBe(3);
  });

  it('groups products into a family with their pack sizes', async () => {
    const product = await createTestProduct(t, shopId, { name: 'Chakki Atta 5 kg' });
    const res = await patch(`/api/admin/products/${product.id}`, {
      familyKey: 'chakki-atta',
      packSize: '5 kg',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product).toMatchObject({ familyKey: 'chakki-atta', packSize: '5 kg' });
    const bad = await patch(`/api/admin/products/${product.id}`, { familyKey: 'Chakki Atta!' });
    expect(bad.statusCode).toBe(422);
  });
});
