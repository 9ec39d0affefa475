import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { geocodeCache } from '../../../db/schema/index.js';
import type { DomainEvents } from '../../../events/event-bus.js';
import {
  createTestProduct,
  createTestShop,
  readProduct,
  readShop,
} from '../../../test/catalogue-fixtures.js';
import { GeocoderStandIn } from '../../../test/geocoder-stand-in.js';
import { address, orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

/** Waiting for work done after the reply (a condition, not a time limit: generous for a loaded machine). */
const WAIT = { timeout: 60_000, interval: 50 };

const countOrders = async (t: TestApp, customerId: string) => {
  const result = await (t.database.db as Db).execute<{ n: number }>(
    sql`select count(*)::int as n from orders where customer_id = ${customerId}`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]!.n);
};

/** An address no other test uses, so that it is new to the geocoder cache in the first test. */
const firstAddress = { ...address, street: '14 MG Road' };

describe('POST /api/orders', () => {
  let t: TestApp;
  let standIn: GeocoderStandIn;
  let customer: TestUser;
  const events: DomainEvents['order.changed'][] = [];

  beforeAll(async () => {
    standIn = await new GeocoderStandIn().start();
    t = await createTestApp({ env: { GEOCODER_NOMINATIM_URL: standIn.nominatimUrl } });
    t.app.ctx.events.on('order.changed', (e) => events.push(e));
    customer = await createTestUser(t, { name: 'Asha Rao' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(() => {
    events.length = 0;
    standIn.reset();
    t.setNow(null);
  });

  it('computes prices from the catalogue, ignoring tampered client prices', async () => {
    const shop = await createTestShop(t, { deliveryFee: 25, hasTax: true, taxRate: 5, name: 'Fresh Mart' });
    const rice = await createTestProduct(t, shop.id, { name: 'Basmati Rice', price: 120.5, unit: 'kg' });
    const milk = await createTestProduct(t, shop.id, { name: 'Milk', price: 28 });
    const res = await placeOrder(
      t,
      customer,
      orderBody(
        shop.id,
        [
          { productId: rice.id, quantity: 2, price: 0.01, name: 'Cheap rice' },
          { productId: milk.id, quantity: 3, price: 1, notes: 'Toned' },
        ],
        { deliveryAddress: firstAddress },
      ),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Order placed successfully');
    const order: Order = body.data.order;
    // 2 × 120.50 + 3 × 28 = 325; tax 5 % of 325 = 16.25; total 325 + 25 + 16.25.
    expect(order.orderValue).toEqual({ subtotal: 325, deliveryFee: 25, taxes: 16.25, total: 366.25 });
    expect(order.total).toBe(366.25);
    expect(order.items.map((i) => [i.name, i.price, i.quantity, i.notes, i.unit])).toEqual([
      ['Basmati Rice', 120.5, 2, '', 'kg'],
      ['Milk', 28, 3, 'Toned', 'piece'],
    ]);
    expect(order).toMatchObject({
      status: 'pending_shopper',
      customerId: customer.id,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      shopId: { _id: shop.id, name: 'Fresh Mart', inquiryAvailableTime: 15 },
      personalShopperId: null,
      deliveryOTP: null,
      bill: null,
    });
    expect(order.orderNumber).toMatch(/^JH-\d{6,}$/);
    expect(order.timeline).toEqual([
      expect.objectContaining({
        status: 'pending_shopper',
        note: 'Order placed',
        updatedBy: { role: 'customer', name: 'Asha Rao' },
      }),
    ]);
    // A new address is placed at its PIN code's centroid (offline data) without waiting for the geocoder.
    expect(order.deliveryAddress).toMatchObject({ ...firstAddress, formattedAddress: '' });
    expect(order.deliveryAddress.coordinates!.lat).toBeCloseTo(12.9766, 3);
    expect(order.deliveryAddress.coordinates!.lng).toBeCloseTo(77.5993, 3);
    expect(new Date(order.estimatedDeliveryTime!).getTime()).toBeGreaterThan(
      new Date(order.createdAt).getTime(),
    );
    // Stock reserved, event emitted after commit, shop counter moved soon after.
    expect((await readProduct(t, rice.id)).stockQuantity).toBe(98);
    expect((await readProduct(t, milk.id)).stockQuantity).toBe(97);
    expect(events[0]).toMatchObject({ action: 'created', previousStatus: null, order: { _id: order._id } });
    // The customer's saved language travels with the event: their socket message needs no extra read.
    expect(events[0]!.actor).toEqual({ id: customer.id, role: 'customer', name: 'Asha Rao', language: 'en' });
    await expect.poll(async () => (await readShop(t, shop.id)).orderCount, WAIT).toBe(1);

    // Then the geocoder's answer is put on the order and announced as an order change.
    await expect.poll(() => events.find((e) => e.action === 'geocoded'), WAIT).toBeDefined();
    const geocoded = events.find((e) => e.action === 'geocoded')!;
    expect(geocoded.order).toMatchObject({ _id: order._id, status: 'pending_shopper' });
    const read = await t.app.inject({ url: `/api/orders/${order._id}`, headers: customer.headers });
    expect(read.json().data.order.deliveryAddress).toMatchObject({
      ...firstAddress,
      coordinates: { lat: 12.9716, lng: 77.5946 },
      formattedAddress: expect.stringContaining('14 MG Road'),
    });
  });

  it('places an address geocoded before from the database cache, without asking the geocoder', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    await expect
      .poll(
        () =>
          t.database.db
            .select()
            .from(geocodeCache)
            .where(like(geocodeCache.formattedAddress, '%14 MG Road%')),
        WAIT,
      )
      .toHaveLength(1);
    standIn.reset();
    const res = await placeOrder(
      t,
      customer,
      orderBody(shop.id, [{ productId: product.id, quantity: 1 }], { deliveryAddress: firstAddress }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order.deliveryAddress).toMatchObject({
      coordinates: { lat: 12.9716, lng: 77.5946 },
      formattedAddress: expect.stringContaining('14 MG Road'),
    });
    expect(standIn.calls).toHaveLength(0);
    // Only this order's events: the earlier order's map placement may still be finishing after commit.
    const placed = res.json().data.order._id;
    expect(events.filter((e) => e.order._id === placed).map((e) => e.action)).toEqual(['created']);
  });

  it('keeps the coordinates the phone sent and does not geocode them', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const here = { lat: 12.935, lng: 77.6245 };
    const res = await placeOrder(
      t,
      customer,
      orderBody(shop.id, [{ productId: product.id, quantity: 1 }], {
        deliveryAddress: { ...address, street: '3 Koramangala 5th Block', coordinates: here },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order.deliveryAddress.coordinates).toEqual(here);
    expect(standIn.calls).toHaveLength(0);
  });

  it('returns the first order for a retried Idempotency-Key, never a second one', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { stockQuantity: 10 });
    const buyer = await createTestUser(t);
    const key = randomUUID();
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 2 }]);
    const first = await placeOrder(t, buyer, body, key);
    const second = await placeOrder(t, buyer, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    // The same order (its address may have been placed on the map in between).
    const { deliveryAddress: _a, updatedAt: _u, ...firstOrder } = first.json().data.order;
    const { deliveryAddress: _b, updatedAt: _v, ...secondOrder } = second.json().data.order;
    expect(secondOrder).toEqual(firstOrder);
    expect(second.json().message).toBe(first.json().message);
    expect(await countOrders(t, buyer.id)).toBe(1);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(8);
    expect(events.filter((e) => e.action === 'created')).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { stockQuantity: 10 });
    const buyer = await createTestUser(t);
    const key = randomUUID();
    await placeOrder(t, buyer, orderBody(shop.id, [{ productId: product.id, quantity: 1 }]), key);
    const changed = await placeOrder(
      t,
      buyer,
      orderBody(shop.id, [{ productId: product.id, quantity: 5 }]),
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/already used for a different order/);
    expect(await countOrders(t, buyer.id)).toBe(1);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(9);
  });

  it('keys belong to one customer: another customer may use the same key', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const key = randomUUID();
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 1 }]);
    const first = await placeOrder(t, a, body, key);
    const second = await placeOrder(t, b, body, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order._id).not.toBe(first.json().data.order._id);
  });

  it('treats a key older than 24 hours as new', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const buyer = await createTestUser(t);
    const key = randomUUID();
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 1 }]);
    await placeOrder(t, buyer, body, key);
    t.setNow(new Date(Date.now() + 25 * 60 * 60 * 1000));
    const later = await placeOrder(t, buyer, body, key);
    expect(later.statusCode).toBe(201);
    expect(await countOrders(t, buyer.id)).toBe(2);
  });

  it('needs an Idempotency-Key of 1 to 200 characters (400)', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 1 }]);
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: body,
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('The Idempotency-Key header is required');
    expect((await placeOrder(t, customer, body, 'k'.repeat(201))).statusCode).toBe(400);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(100);
  });

  it('refuses an out-of-stock, short, inactive, foreign or unknown product by name', async () => {
    const shop = await createTestShop(t, { name: 'Fresh Mart' });
    const other = await createTestShop(t, { name: 'Other Store' });
    const empty = await createTestProduct(t, shop.id, { name: 'Paneer', stockQuantity: 0 });
    const short = await createTestProduct(t, shop.id, { name: 'Curd', stockQuantity: 2 });
    const gone = await createTestProduct(t, shop.id, { name: 'Ghee', isActive: false });
    const foreign = await createTestProduct(t, other.id, { name: 'Atta' });
    const fine = await createTestProduct(t, shop.id, { name: 'Salt', stockQuantity: 5 });
    const one = (line: { productId: string; quantity: number; name?: string }) =>
      placeOrder(t, customer, orderBody(shop.id, [{ productId: fine.id, quantity: 1 }, line]));

    const outOfStock = await one({ productId: empty.id, quantity: 1 });
    expect([outOfStock.statusCode, outOfStock.json().message]).toEqual([409, 'Paneer is out of stock']);
    const tooMany = await one({ productId: short.id, quantity: 3 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'Only 2 of Curd left in stock']);
    const inactive = await one({ productId: gone.id, quantity: 1 });
    expect([inactive.statusCode, inactive.json().message]).toEqual([409, 'Ghee is no longer available']);
    const notHere = await one({ productId: foreign.id, quantity: 1 });
    expect([notHere.statusCode, notHere.json().message]).toEqual([422, 'Atta is not sold by Fresh Mart']);
    expect(notHere.json().errors[0].field).toBe('items.1.productId');
    const unknown = await one({ productId: randomUUID(), quantity: 1, name: 'Mystery Masala' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      422,
      'Mystery Masala is not in the catalogue',
    ]);
    const malformed = await one({ productId: 'not-an-id', quantity: 1, name: 'Old Cart Item' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      422,
      'Old Cart Item is not in the catalogue',
    ]);

    // Nothing was reserved by any refused order.
    expect((await readProduct(t, fine.id)).stockQuantity).toBe(5);
    expect((await readProduct(t, short.id)).stockQuantity).toBe(2);
  });

  it('adds up repeated lines of one product before checking stock', async () => {
    const shop = await createTestShop(t);
    const eggs = await createTestProduct(t, shop.id, { name: 'Eggs', stockQuantity: 3 });
    const res = await placeOrder(
      t,
      customer,
      orderBody(shop.id, [
        { productId: eggs.id, quantity: 2 },
        { productId: eggs.id, quantity: 2, notes: 'brown' },
      ]),
    );
    expect([res.statusCode, res.json().message]).toEqual([409, 'Only 3 of Eggs left in stock']);
  });

  it('refuses a closed shop with when it opens (Asia/Kolkata)', async () => {
    const hours = { open: '09:00', close: '21:00', closed: false };
    const shop = await createTestShop(t, {
      name: 'Morning Store',
      operatingHours: { monday: hours, tuesday: hours, wednesday: hours, sunday: { ...hours, closed: true } },
    });
    const product = await createTestProduct(t, shop.id);
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 1 }]);
    // One checkout attempt: a refused try leaves its key unused, so the same key works once the shop opens.
    const key = randomUUID();
    // Monday 2025-06-02 07:30 in Kolkata (02:00 UTC): before opening.
    t.setNow(new Date('2025-06-02T02:00:00Z'));
    const early = await placeOrder(t, customer, body, key);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'Morning Store is closed right now. It opens today at 9:00 AM.',
    ]);
    // Sunday 2025-06-01 12:00 in Kolkata: closed all day, opens Monday.
    t.setNow(new Date('2025-06-01T06:30:00Z'));
    const sunday = await placeOrder(t, customer, body, key);
    expect([sunday.statusCode, sunday.json().message]).toEqual([
      409,
      'Morning Store is closed right now. It opens Monday at 9:00 AM.',
    ]);
    // Monday 12:00 in Kolkata: open, and the key of the refused attempts places the order.
    t.setNow(new Date('2025-06-02T06:30:00Z'));
    expect((await placeOrder(t, customer, body, key)).statusCode).toBe(201);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(99);
  });

  it('refuses an inactive or unknown shop and a malformed shop id', async () => {
    const closedDown = await createTestShop(t, { name: 'Gone Store', isActive: false });
    const product = await createTestProduct(t, closedDown.id);
    const inactive = await placeOrder(
      t,
      customer,
      orderBody(closedDown.id, [{ productId: product.id, quantity: 1 }]),
    );
    expect([inactive.statusCode, inactive.json().message]).toEqual([
      409,
      'Gone Store is not taking orders right now',
    ]);
    const unknown = await placeOrder(
      t,
      customer,
      orderBody(randomUUID(), [{ productId: product.id, quantity: 1 }]),
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Shop not found']);
    const malformed = await placeOrder(
      t,
      customer,
      orderBody('abc', [{ productId: product.id, quantity: 1 }]),
    );
    expect([malformed.statusCode, malformed.json().message]).toEqual([422, 'Invalid shop ID format']);
  });

  it('checks the PRODUCT.md §5 checkout rules and answers 422 with field messages', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const withAddress = (changes: Record<string, unknown>) =>
      placeOrder(
        t,
        customer,
        orderBody(shop.id, [{ productId: product.id, quantity: 1 }], {
          deliveryAddress: { ...address, ...changes },
        }),
      );
    const noStreet = await withAddress({ street: '  ' });
    expect(noStreet.statusCode).toBe(422);
    expect(noStreet.json()).toMatchObject({
      message: 'Please fill in all required address fields (Street, City, State)',
      errors: [
        {
          field: 'deliveryAddress.street',
          message: 'Please fill in all required address fields (Street, City, State)',
        },
      ],
    });
    expect((await withAddress({ contactPhone: '+91 99999 99999' })).json().message).toBe(
      'Please enter a real phone number',
    );
    expect((await withAddress({ contactPhone: '98765' })).json().message).toBe(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    expect((await withAddress({ contactName: 'A' })).json().message).toBe(
      'Contact name must be at least 2 characters',
    );
    expect((await withAddress({ zipCode: '1234' })).json().message).toBe('PIN code must be 6 digits');
    expect((await withAddress({ state: 'Texas' })).json().message).toBe(
      'Choose a state or union territory of India',
    );
    const zero = await placeOrder(t, customer, orderBody(shop.id, [{ productId: product.id, quantity: 0 }]));
    expect([zero.statusCode, zero.json().message]).toEqual([422, 'Quantity must be at least 1']);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(100);
  });

  it('places the order without coordinates when geocoding finds nothing, and says so', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const res = await placeOrder(
      t,
      customer,
      orderBody(shop.id, [{ productId: product.id, quantity: 1 }], {
        deliveryAddress: { ...address, street: 'Nowhere Lane', city: 'Nowhere', area: '', zipCode: '' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Could not find coordinates for: Nowhere Lane, Nowhere, Karnataka, India',
    );
    expect(res.json().data.order.deliveryAddress).toMatchObject({ coordinates: null, formattedAddress: '' });
  });

  it('gives every order its own human-friendly number', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await placeOrder(t, customer, orderBody(shop.id, [{ productId: product.id, quantity: 1 }]));
      numbers.add(res.json().data.order.orderNumber);
    }
    expect(numbers.size).toBe(5);
    for (const n of numbers) expect(n).toMatch(/^JH-1\d{5}$/);
  });

  it('is documented in the OpenAPI document with its Idempotency-Key header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths['/api/orders'].post;
    expect(post.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      ]),
    );
    for (const path of [
      '/api/orders/customer',
      '/api/orders/{id}',
      '/api/orders/acceptance-time/{shopId}',
      '/api/geocode',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });

  it('is for signed-in customers only', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 1 }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'x' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await createTestUser(t, { role: 'shopper' });
    expect((await placeOrder(t, shopper, body)).statusCode).toBe(403);
  });
});
