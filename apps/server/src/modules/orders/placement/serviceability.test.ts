import { OUTSIDE_DELIVERY_AREA } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop, readProduct } from '../../../test/catalogue-fixtures.js';
import { address, orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

/** The shop's delivery radius at placement; the test app is offline (its geocoder is unreachable). */
describe('POST /api/orders: delivery radius', () => {
  let t: TestApp;
  let customer: TestUser;
  /** MG Road, Bengaluru, delivering within 5 km. */
  let shop: Awaited<ReturnType<typeof createTestShop>>;
  let product: Awaited<ReturnType<typeof createTestProduct>>;
  const order = (deliveryAddress: object, key?: string) =>
    placeOrder(
      t,
      customer,
      orderBody(shop.id, [{ productId: product.id, quantity: 1 }], { deliveryAddress }),
      key,
    );
  const thane = { ...address, street: '4 Gokhale Road', area: '', city: 'Thane', state: 'Maharashtra' };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t);
    shop = await createTestShop(t, {
      name: 'Fresh Mart',
      latitude: 12.9716,
      longitude: 77.5946,
      deliveryRadiusKm: 5,
    });
    product = await createTestProduct(t, shop.id, { stockQuantity: 100 });
  });
  afterAll(async () => t.close());

  it('places an order whose coordinates are inside the radius', async () => {
    const res = await order({ ...address, coordinates: { lat: 12.96, lng: 77.6 } });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an address outside the radius with 422 OUTSIDE_DELIVERY_AREA naming distance and radius; nothing is stored', async () => {
    const before = (await readProduct(t, product.id)).stockQuantity;
    const key = 'outside-then-fixed';
    const res = await order(
      { ...thane, zipCode: '400601', coordinates: { lat: 19.2011, lng: 72.9785 } },
      key,
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(OUTSIDE_DELIVERY_AREA);
    expect(body.message).toMatch(/^Fresh Mart delivers within 5 km\. This address is \d+(\.\d)? km away\.$/);
    const km = Number(/is ([\d.]+) km away/.exec(body.message)![1]);
    expect(km).toBeGreaterThan(800);
    expect(km).toBeLessThan(900);
    expect(body.errors).toEqual([{ field: 'deliveryAddress', message: body.message }]);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(before);
    // The key was not used up: the same checkout may go on once the address is corrected.
    const fixed = await order({ ...address, coordinates: { lat: 12.96, lng: 77.6 } }, key);
    expect(fixed.statusCode).toBe(201);
  });

  it('places an address without coordinates by its PIN code, offline', async () => {
    const far = await order({ ...thane, zipCode: '400601' });
    expect([far.statusCode, far.json().code]).toEqual([422, OUTSIDE_DELIVERY_AREA]);
    const near = await order({ ...address, zipCode: '560001' });
    expect(near.statusCode).toBe(201);
    expect(near.json().message).toBe('Order placed successfully');
  });

  it('places an address with neither coordinates nor PIN by its city', async () => {
    const far = await order({ ...thane, zipCode: '' });
    expect([far.statusCode, far.json().code]).toEqual([422, OUTSIDE_DELIVERY_AREA]);
    const sameCity = await order({ ...address, zipCode: '', area: '' });
    expect(sameCity.statusCode).toBe(201);
  });

  it('lets an order through when the place cannot be known, and for a shop without coordinates', async () => {
    const unknown = await order({ ...address, city: 'Nowhere', area: '', zipCode: '' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().message).toMatch(/^Could not find coordinates for: /);
    const anywhere = await createTestShop(t);
    const item = await createTestProduct(t, anywhere.id);
    const res = await placeOrder(
      t,
      customer,
      orderBody(anywhere.id, [{ productId: item.id, quantity: 1 }], {
        deliveryAddress: { ...thane, zipCode: '400601' },
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});
