import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { packPath } from '../media/paths.js';

const newShop = {
  name: 'Green Basket Organics',
  category: 'Grocery',
  address: {
    street: '12, Jubilee Hills Road No. 36',
    city: 'Hyderabad',
    state: 'Telangana',
    zipCode: '500033',
  },
};
const newProduct = { name: 'Organic Jaggery', price: 95, originalPrice: 110, unit: 'kg', stockQuantity: 20 };

describe('admin catalogue routes', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let ids: Map<string, string>;
  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, user: TestUser | null = admin) =>
    t.app.inject({ method, url, payload: payload as object, headers: user ? user.headers : {} });

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
    admin = await createTestUser(t, { role: 'admin' });
    customer = await createTestUser(t, { role: 'customer' });
  });
  afterAll(async () => t.close());

  it('refuses callers without a session (401) and non-admins (403), before looking at the body', async () => {
    expect((await send('POST', '/api/admin/shops', newShop, null)).statusCode).toBe(401);
    const asCustomer = await send('POST', '/api/admin/shops', {}, customer);
    expect(asCustomer.statusCode).toBe(403);
    const shopper = await createTestUser(t, { role: 'shopper' });
    const shopId = ids.get('Apna Bazaar Kirana Stores')!;
    expect((await send('PATCH', `/api/admin/shops/${shopId}`, { deliveryFee: 0 }, shopper)).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/shops?search=green%20basket' });
    expect(list.json().data.total).toBe(0);
  });

  it('creates a shop with the PRODUCT.md §3 defaults and a generated image; it is listed at once', async () => {
    const res = await send('POST', '/api/admin/shops', newShop);
    expect(res.statusCode).toBe(201);
    const { shop } = res.json().data;
    expect(shop).toMatchObject({
      name: 'Green Basket Organics',
      deliveryFee: 30,
      taxRate: 5,
      hasTax: false,
      inquiryAvailableTime: 15,
      productCount: 0,
      isOpenNow: true,
      operatingHours: null,
      images: ['/media/shops/green-basket-organics.svg'],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/shops?search=green%20basket' });
    expect(list.json().data.shops[0]._id).toBe(shop._id);
  });

  it('answers 422 with field messages for a bad shop, and creates nothing', async () => {
    const res = await send('POST', '/api/admin/shops', {
      ...newShop,
      name: 'X',
      address: { ...newShop.address, zipCode: '12345' },
      deliveryFee: -5,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors).toContainEqual({ field: 'name', message: 'Name must be at least 2 characters' });
    expect(errors).toContainEqual({ field: 'address.zipCode', message: 'Enter a valid 6-digit PIN code' });
    expect(errors).toContainEqual({ field: 'deliveryFee', message: 'Delivery fee cannot be negative' });
    const missing = await send('POST', '/api/admin/shops', { category: 'Grocery', address: newShop.address });
    expect(missing.json().errors).toContainEqual({ field: 'name', message: 'Name is required' });
    expect((await send('POST', '/api/admin/shops', { ...newShop, rating: 5 })).statusCode).toBe(422);
    const hours = await send('POST', '/api/admin/shops', {
      ...newShop,
      operatingHours: { monday: { open: '9am', close: '21:00' } },
    });
    expect(hours.statusCode).toBe(422);
    const list = await t.app.inject({ method: 'GET', url: '/api/shops?search=green%20basket' });
    expect(list.json().data.total).toBe(1);
  });

  it('changes a shop; hiding it removes it from the catalogue', async () => {
    const shopId = ids.get('Sri Sai Pooja Stores')!;
    const res = await send('PATCH', `/api/admin/shops/${shopId}`, {
      deliveryFee: 15,
      hasTax: false,
      address: { street: '1, New Road', city: 'Hyderabad', state: 'Telangana', zipCode: '500060' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shop).toMatchObject({
      deliveryFee: 15,
      hasTax: false,
      address: { street: '1, New Road' },
    });
    expect((await send('PATCH', `/api/admin/shops/${shopId}`, { isActive: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}` })).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/admin/shops/${shopId}`, { isActive: true })).json().data.shop.isActive,
    ).toBe(true);
    expect((await send('PATCH', `/api/admin/shops/${shopId}`, {})).statusCode).toBe(422);
  });

  it('is 404 for an unknown or malformed shop id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('PATCH', `/api/admin/shops/${unknown}`, { deliveryFee: 10 })).statusCode).toBe(404);
    expect((await send('PATCH', '/api/admin/shops/nope', { deliveryFee: 10 })).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/shops/${unknown}/products`, newProduct)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/products/${unknown}`, { price: 5 })).statusCode).toBe(404);
  });

  it('adds a product: it shows in the list, the count and a new ETag', async () => {
    const shopId = ids.get('Apna Bazaar Kirana Stores')!;
    const url = `/api/products/shop/${shopId}`;
    const before = await t.app.inject({ method: 'GET', url });
    const res = await send('POST', `/api/admin/shops/${shopId}/products`, newProduct);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.product).toMatchObject({
      ...newProduct,
      shopId,
      inStock: true,
      tags: [],
      // Its packshot with its name printed (issue 47).
      images: [packPath({ name: 'Organic Jaggery', packSize: null })],
    });
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.total).toBe(before.json().data.total + 1);
    const shop = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}` });
    expect(shop.json().data.shop.productCount).toBe(before.json().data.total + 1);
  });

  it('refuses a bad product (422): unknown unit, discount not above the price, negative stock', async () => {
    const shopId = ids.get('Apna Bazaar Kirana Stores')!;
    const res = await send('POST', `/api/admin/shops/${shopId}/products`, {
      ...newProduct,
      unit: 'box',
      originalPrice: 90,
      stockQuantity: -1,
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['unit', 'stockQuantity']));
    const discount = await send('POST', `/api/admin/shops/${shopId}/products`, {
      ...newProduct,
      originalPrice: 90,
    });
    expect(discount.json().errors).toContainEqual({
      field: 'originalPrice',
      message: 'Original price must be above the price',
    });
    expect(
      (await send('POST', `/api/admin/shops/${shopId}/products`, { ...newProduct, price: 0 })).statusCode,
    ).toBe(422);
    expect(
      (await send('POST', `/api/admin/shops/${shopId}/products`, { ...newProduct, price: 9.999 })).statusCode,
    ).toBe(422);
  });

  it('changes a product, judging the original price against the stored price', async () => {
    const shopId = ids.get('Apna Bazaar Kirana Stores')!;
    const created = (
      await send('POST', `/api/admin/shops/${shopId}/products`, { ...newProduct, name: 'Gur' })
    ).json().data.product;
    const url = `/api/admin/products/${created._id}`;
    // 120 is above the stored original price of 110: refused, and nothing changes.
    const tooHigh = await send('PATCH', url, { price: 120 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors[0].field).toBe('originalPrice');
    const changed = await send('PATCH', url, { price: 120, originalPrice: null, stockQuantity: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.product).toMatchObject({
      price: 120,
      originalPrice: null,
      stockQuantity: 0,
      inStock: false,
    });
    expect((await send('PATCH', url, { price: 100 }, customer)).statusCode).toBe(403);
    expect((await send('PATCH', url, { isActive: false })).json().data.product.isActive).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: `/api/products/shop/${shopId}` });
    expect(list.json().data.products.some((p: { _id: string }) => p._id === created._id)).toBe(false);
  });
});
