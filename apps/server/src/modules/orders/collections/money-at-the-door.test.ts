import { randomUUID } from 'node:crypto';
import { billNeedsCustomer, indiaDayOf, type Order } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { createTestProduct, createTestShop } from '../../../test/catalogue-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';
import { createTestUser } from '../../../test/users.js';

/**
 * Issue 28, money right for India: MRP includes tax, the bill is the shop's bill, pay by cash or UPI at the
 * door, and the admin's collections account for every rupee. One app for the whole file.
 */
let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld({ env: { UPI_VPA: 'jhola.shop@okaxis', UPI_PAYEE_NAME: 'Jhola Bazaar' } });
});
afterAll(async () => {
  await w?.close();
});

const base = (id: string) => `/api/shopper/orders/${id}`;
const asCustomer = async (id: string): Promise<Order> =>
  (await w.call(w.customer, 'GET', `/api/orders/${id}`)).body.data.order;

/** An order (2 × 120 + 3 × 30 + 45 = 375, fee 30) carried by the delivery person, billed at `bill`. */
async function outForDelivery(bill = '375.00'): Promise<Order> {
  const placed = await w.place();
  await walkTo(w, placed._id, 'final_shopping');
  expect((await uploadBill(w, w.shopper, placed._id, tinyPng(), bill)).status).toBe(200);
  expect((await w.call(w.customer, 'PUT', `/api/orders/${placed._id}/approve-bill`)).status).toBe(200);
  expect((await w.call(w.delivery, 'POST', `/api/delivery/orders/${placed._id}/claim`)).status).toBe(200);
  const out = await w.call(w.delivery, 'PUT', `${base(placed._id)}/status`, { status: 'out_for_delivery' });
  expect(out.status).toBe(200);
  return asCustomer(placed._id);
}

describe('prices as Indians read them', () => {
  it('adds no tax on top at an MRP shop, and keeps the tax of a shop that adds it', async () => {
    const placed = await w.place();
    expect(placed.orderValue).toEqual({ subtotal: 375, deliveryFee: 30, taxes: 0, total: 405 });

    const counter = await createTestShop(w.t, { hasTax: true, taxRate: 5 });
    const cake = await createTestProduct(w.t, counter.id, {
      name: 'Black Forest',
      price: 400,
      stockQuantity: 50,
    });
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...w.customer.headers, 'idempotency-key': randomUUID() },
      payload: {
        shopId: counter.id,
        items: [{ productId: cake.id, quantity: 1 }],
        deliveryAddress: {
          street: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          coordinates: { lat: 12.9716, lng: 77.5946 },
          contactName: 'Asha',
          // Issue 28: typed as people do, read as the number it is.
          contactPhone: '+91 098123 45670',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data.order as Order;
    expect(order.orderValue).toEqual({ subtotal: 400, deliveryFee: 30, taxes: 20, total: 450 });
    expect(order.deliveryAddress.contactPhone).toBe('+91 9812345670');
  });
});

describe('the bill is the shop bill', () => {
  it("approves a bill equal to the items' subtotal when the customer does not answer, never one with the fee", async () => {
    const matching = await w.place();
    await walkTo(w, matching._id, 'final_shopping');
    const billed = (await uploadBill(w, w.shopper, matching._id, tinyPng(), '375.00')).body.data
      .order as Order;
    expect(billed.answerDeadline).not.toBeNull();
    expect(billNeedsCustomer(billed)).toBe(false);

    const withFee = await w.place();
    await walkTo(w, withFee._id, 'final_shopping');
    const flagged = (await uploadBill(w, w.shopper, withFee._id, tinyPng(), '405.00')).body.data
      .order as Order;
    expect(flagged.answerDeadline).toBeNull();
    expect(billNeedsCustomer(flagged)).toBe(true);

    w.t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      await w.t.app.jobs.runDue();
    } finally {
      w.t.setNow(null);
    }
    expect((await asCustomer(matching._id)).status).toBe('bill_approved');
    expect((await asCustomer(withFee._id)).status).toBe('bill_uploaded');
  });
});

describe('paying at the door', () => {
  it('gives the customer the UPI link of the bill plus the fee from out for delivery, and not before', async () => {
    const placed = await w.place();
    expect(placed.upiPayUrl).toBeNull();
    const order = await outForDelivery('371.50');
    expect(order.upiPayUrl).toBe(
      `upi://pay?pa=jhola.shop%40okaxis&pn=Jhola%20Bazaar&am=401.50&cu=INR&tn=${order.orderNumber}`,
    );
    // The delivery person sees the same link for the QR.
    const carried = await w.call(w.delivery, 'GET', `/api/orders/${order._id}`);
    expect(carried.body.data.order.upiPayUrl).toBe(order.upiPayUrl);
  });

  it('records UPI with its reference, shown to the customer; a retry does not record twice', async () => {
    const order = await outForDelivery();
    const payment = { method: 'upi', reference: '412345678901' };
    const bad = await w.call(w.delivery, 'POST', `${base(order._id)}/deliver`, {
      otp: order.deliveryOTP,
      payment: { method: 'card' },
    });
    expect(bad.status).toBe(422);
    expect((await asCustomer(order._id)).status).toBe('out_for_delivery');

    const done = await w.call(w.delivery, 'POST', `${base(order._id)}/deliver`, {
      otp: order.deliveryOTP,
      payment,
    });
    expect(done.status).toBe(200);
    const seen = await asCustomer(order._id);
    expect(seen).toMatchObject({
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      upiPayUrl: null,
      payment: {
        method: 'upi',
        amount: 405,
        reference: '412345678901',
        collectedBy: { _id: w.delivery.id, name: 'Dev Delivery' },
      },
    });
    const again = await w.call(w.delivery, 'POST', `${base(order._id)}/deliver`, {
      otp: order.deliveryOTP,
      payment: { method: 'cash' },
    });
    expect(again.status).toBeLessThan(500);
    expect((await asCustomer(order._id)).payment).toEqual(seen.payment);
  });

  it('takes cash when an older client sends no payment', async () => {
    const order = await outForDelivery('300.00');
    expect(
      (await w.call(w.delivery, 'POST', `${base(order._id)}/deliver`, { otp: order.deliveryOTP })).status,
    ).toBe(200);
    expect((await asCustomer(order._id)).payment).toMatchObject({
      method: 'cash',
      amount: 330,
      reference: null,
    });
  });
});

describe('collections', () => {
  const today = () => indiaDayOf(new Date());

  it("adds up each delivery person's cash and UPI of the India day, as JSON and CSV, for admins only", async () => {
    const { status, body } = await w.call(w.admin, 'GET', `/api/admin/collections?date=${today()}`);
    expect(status).toBe(200);
    const rider = body.data.riders.find((r: { riderId: string }) => r.riderId === w.delivery.id);
    // From the tests above: UPI 405; cash 330.
    expect(rider).toMatchObject({ name: 'Dev Delivery', cash: 330, upi: 405, handedIn: null });
    expect(rider.orders).toHaveLength(2);
    expect(body.data.totals).toEqual({ cash: 330, upi: 405 });

    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/collections?date=${today()}&format=csv`,
      headers: w.admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,rider_id,rider,order,method,amount,reference,collected_at,cash_handed_in_at,handed_in_marked_by,person_role,person_id,person',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(4, 7))).toEqual(
      expect.arrayContaining([
        ['upi', '405.00', '412345678901'],
        ['cash', '330.00', ''],
      ]),
    );

    const yesterday = await w.call(w.admin, 'GET', '/api/admin/collections?date=2020-01-01');
    const nothingOnline = { captured: 0, released: 0, refunded: 0, pending: 0, tips: 0 };
    expect(yesterday.body.data).toEqual({
      date: '2020-01-01',
      riders: [],
      totals: { cash: 0, upi: 0 },
      online: { orders: [], totals: nothingOnline },
    });
    expect((await w.call(w.admin, 'GET', '/api/admin/collections?date=2026-02-30')).status).toBe(400);
    expect((await w.call(w.delivery, 'GET', `/api/admin/collections?date=${today()}`)).status).toBe(403);
    expect(
      (await w.call(w.customer, 'GET', `/api/admin/collections?date=${today()}&format=csv`)).status,
    ).toBe(403);
    expect((await w.call(null, 'GET', `/api/admin/collections?date=${today()}`)).status).toBe(401);
  });

  it('marks the cash handed in once, with who marked it', async () => {
    const mark = { riderId: w.delivery.id, date: today() };
    expect((await w.call(w.delivery, 'PUT', '/api/admin/collections/handed-in', mark)).status).toBe(403);
    const first = await w.call(w.admin, 'PUT', '/api/admin/collections/handed-in', mark);
    expect(first.status).toBe(200);
    const rider = first.body.data.riders.find((r: { riderId: string }) => r.riderId === w.delivery.id);
    expect(rider.handedIn).toMatchObject({ by: { _id: w.admin.id, name: 'Ada Admin' } });

    const other = await createTestUser(w.t, { role: 'admin', name: 'Other Admin' });
    const again = await w.call(other, 'PUT', '/api/admin/collections/handed-in', mark);
    expect(
      again.body.data.riders.find((r: { riderId: string }) => r.riderId === w.delivery.id).handedIn,
    ).toEqual(rider.handedIn);
    const nobody = await w.call(w.admin, 'PUT', '/api/admin/collections/handed-in', {
      ...mark,
      riderId: w.shopper.id,
    });
    expect(nobody.status).toBe(404);
    expect(
      (await w.call(w.admin, 'PUT', '/api/admin/collections/handed-in', { riderId: 'x', date: today() }))
        .status,
    ).toBe(422);
  });
});

describe('phone numbers never mangled', () => {
  it('stores a signup phone typed with +91 and spaces as its 10 digits, and refuses 5555555555', async () => {
    const person = (phone: string) => ({
      name: 'Meera',
      email: `meera-${randomUUID().slice(0, 6)}@example.test`,
      phone,
      password: 'Test@1234',
    });
    const good = person('+91 98765 43210');
    const created = await w.t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: good });
    expect(created.statusCode).toBe(201);
    const [row] = await (w.t.database.db as Db).select().from(users).where(eq(users.email, good.email));
    expect(row?.phone).toBe('9876543210');

    const fake = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: person('5555555555'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual([
      { field: 'phone', message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' },
    ]);
  });
});
