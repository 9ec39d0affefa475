import { kolkataDate } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop, readShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'admin' });
}, 120_000);
afterAll(async () => t.close());

const call = (user: TestUser | null, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('admin shop editing', () => {
  it('closes a shop for today only, and the customer app sees it closed at once', async () => {
    const shop = await createTestShop(t, { name: 'Closing Kirana' });
    const closed = await call(admin, 'PATCH', `/api/admin/shops/${shop.id}`, { closedToday: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.shop).toMatchObject({
      closedToday: true,
      isOpenNow: false,
      statusText: 'Closed today',
    });
    expect((await readShop(t, shop.id)).closedOn).toBe(kolkataDate(new Date()));
    const seen = (await call(null, 'GET', `/api/shops/${shop.id}`)).json().data.shop;
    expect(seen).toMatchObject({ isOpenNow: false, statusText: 'Closed today' });

    // Tomorrow (in India) it opens by its hours again, by itself.
    t.setNow(new Date(Date.now() + 24 * 60 * 60_000));
    try {
      expect((await call(null, 'GET', `/api/shops/${shop.id}`)).json().data.shop).toMatchObject({
        isOpenNow: true,
        closedToday: false,
      });
    } finally {
      t.setNow(null);
    }
    const reopened = await call(admin, 'PATCH', `/api/admin/shops/${shop.id}`, { closedToday: false });
    expect(reopened.json().data.shop).toMatchObject({ closedToday: false, isOpenNow: true });
  });

  it('changes hours per weekday, tax, delivery fee, radius, position and inquiry wait together', async () => {
    const shop = await createTestShop(t);
    const body = {
      operatingHours: {
        monday: { open: '08:00', close: '21:00', closed: false },
        sunday: { open: '09:00', close: '13:00', closed: true },
      },
      hasTax: true,
      taxRate: 12,
      deliveryFee: 25,
      deliveryRadiusKm: 7.5,
      coordinates: { lat: 19.076, lng: 72.8777 },
      inquiryAvailableTime: 20,
    };
    const res = await call(admin, 'PATCH', `/api/admin/shops/${shop.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shop).toMatchObject({ ...body, operatingHours: body.operatingHours });
    for (const bad of [
      { deliveryRadiusKm: 0 },
      { deliveryRadiusKm: 500 },
      { coordinates: { lat: 51.5, lng: -0.12 } },
      { closedToday: 'yes' },
      { operatingHours: { monday: { open: '8am', close: '21:00' } } },
    ]) {
      expect((await call(admin, 'PATCH', `/api/admin/shops/${shop.id}`, bad)).statusCode).toBe(422);
    }
    expect((await readShop(t, shop.id)).deliveryRadiusKm).toBe(7.5);
  });
});

describe('admin catalogue reads', () => {
  it('lists every shop, hidden ones too, and searches by name', async () => {
    const hidden = await createTestShop(t, { name: 'Zz Hidden Store', isActive: false });
    await createTestProduct(t, hidden.id, { isActive: false });
    const found = (await call(admin, 'GET', '/api/admin/shops?q=zz%20hidden')).json().data;
    expect(found.shops).toHaveLength(1);
    expect(found.shops[0]).toMatchObject({
      _id: hidden.id,
      isActive: false,
      productCount: 1,
      closedToday: false,
    });
    expect((await call(admin, 'GET', '/api/admin/shops?limit=2')).json().data).toMatchObject({
      page: 1,
      limit: 2,
    });
  });

  it("pages a shop's products, hidden ones too, searching name, category and tags", async () => {
    const shop = await createTestShop(t);
    await createTestProduct(t, shop.id, { name: 'Basmati Rice', category: 'grains', tags: ['premium'] });
    await createTestProduct(t, shop.id, { name: 'Old Stock', isActive: false });
    await createTestProduct(t, shop.id, { name: 'Toor Dal', category: 'pulses' });
    const all = (await call(admin, 'GET', `/api/admin/shops/${shop.id}/products`)).json().data;
    expect(all.products.map((p: { name: string }) => p.name)).toEqual([
      'Basmati Rice',
      'Old Stock',
      'Toor Dal',
    ]);
    expect(all.total).toBe(3);
    for (const q of ['basmati', 'GRAINS', 'premium']) {
      const found = (await call(admin, 'GET', `/api/admin/shops/${shop.id}/products?q=${q}`)).json().data;
      expect(found.products.map((p: { name: string }) => p.name)).toEqual(['Basmati Rice']);
    }
    const second = (await call(admin, 'GET', `/api/admin/shops/${shop.id}/products?limit=1&page=2`)).json()
      .data;
    expect(second.products.map((p: { name: string }) => p.name)).toEqual(['Old Stock']);
    expect((await call(admin, 'GET', `/api/admin/shops/${crypto.randomUUID()}/products`)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'GET', `/api/admin/shops/${shop.id}/products?limit=500`)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const shop = await createTestShop(t);
    expect((await call(null, 'GET', '/api/admin/shops')).statusCode).toBe(401);
    for (const role of ['customer', 'shopper', 'delivery'] as const) {
      const user = await createTestUser(t, { role });
      expect((await call(user, 'GET', '/api/admin/shops')).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/admin/shops/${shop.id}/products`)).statusCode).toBe(403);
      expect(
        (await call(user, 'PATCH', `/api/admin/shops/${shop.id}`, { closedToday: true })).statusCode,
      ).toBe(403);
    }
    expect((await readShop(t, shop.id)).closedOn).toBeNull();
  });
});
