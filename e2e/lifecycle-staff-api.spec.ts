import { expect, test } from '@playwright/test';
import { newCustomer } from './support/customers';
import { BILL_PNG, placeOrderByApi, quickShop } from './support/orders';
import { apiLogin, DEMO } from './support/session';

/**
 * The staff API on the built server with the seeded accounts: a shopper revises and bills, the
 * customer approves both, the delivery person claims the order and delivers it with the customer's code.
 */
test('an order walks from placement to delivered through the staff API', async ({ request }) => {
  const customer = await apiLogin(request, await newCustomer(request));
  const shopper = await apiLogin(request, DEMO.shopper);
  const delivery = await apiLogin(request, DEMO.delivery);
  const shop = await quickShop(request);
  const [a, b] = shop.products;
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: a!._id, quantity: 2 },
    { productId: b!._id, quantity: 1 },
  ]);
  const url = (path: string) => `/api/shopper/orders/${order._id}/${path}`;

  const available = await request.get('/api/shopper/orders/available', { headers: shopper.headers });
  expect((await available.json()).data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
  expect((await request.post(url('accept'), { headers: shopper.headers })).status()).toBe(200);
  for (const status of ['shopper_at_shop', 'shopping_in_progress']) {
    expect((await request.put(url('status'), { headers: shopper.headers, data: { status } })).status()).toBe(
      200,
    );
  }
  const revised = await request.post(url('revise'), {
    headers: shopper.headers,
    data: { items: [{ productId: b!._id, isAvailable: false, revisedQuantity: 0, revisedPrice: b!.price }] },
  });
  expect(revised.status()).toBe(200);
  expect((await revised.json()).data.order.revisedOrderValue.subtotal).toBeCloseTo(a!.price * 2, 2);
  const approved = await request.post(`/api/orders/${order._id}/approve-revision`, {
    headers: customer.headers,
  });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).data.order.items).toHaveLength(1);
  expect(
    (
      await request.put(url('status'), { headers: shopper.headers, data: { status: 'final_shopping' } })
    ).status(),
  ).toBe(200);

  const wrongType = await request.post(url('bill'), {
    headers: shopper.headers,
    multipart: {
      amount: '99',
      bill: { name: 'bill.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
    },
  });
  expect(wrongType.status()).toBe(415);
  const billed = await request.post(url('bill'), {
    headers: shopper.headers,
    multipart: { amount: '199.50', bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  const image = await request.get(`/api/orders/${order._id}/bill`, { headers: customer.headers });
  // Uploaded images are re-encoded before they are stored (metadata stripped): the bill comes back as WebP.
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('no-store');
  expect((await image.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect((await request.get(`/api/orders/${order._id}/bill`, { headers: delivery.headers })).status()).toBe(
    404,
  );
  expect(
    (await request.put(`/api/orders/${order._id}/approve-bill`, { headers: customer.headers })).status(),
  ).toBe(200);

  expect((await request.post(url('accept-delivery'), { headers: delivery.headers })).status()).toBe(200);
  expect(
    (
      await request.put(url('status'), { headers: delivery.headers, data: { status: 'out_for_delivery' } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(url('location'), { headers: delivery.headers, data: { lat: 19.0, lng: 72.84 } })
    ).status(),
  ).toBe(200);
  const mine = await request.get(`/api/orders/${order._id}`, { headers: customer.headers });
  const otp = (await mine.json()).data.order.deliveryOTP as string;
  expect(otp).toMatch(/^\d{4}$/);
  const wrong = await request.post(url('deliver'), {
    headers: delivery.headers,
    data: { otp: otp === '0000' ? '1111' : '0000' },
  });
  expect(wrong.status()).toBe(422);
  const done = await request.post(url('deliver'), { headers: delivery.headers, data: { otp } });
  expect(done.status()).toBe(200);
  const final = (await done.json()).data.order;
  expect(final.status).toBe('delivered');
  expect(final.timeline.map((e: { status: string }) => e.status)).toEqual([
    'pending_shopper',
    'accepted_by_shopper',
    'shopper_at_shop',
    'shopping_in_progress',
    'shopper_revised_order',
    'customer_approved_revision',
    'final_shopping',
    'bill_uploaded',
    'bill_approved',
    'bill_approved',
    'out_for_delivery',
    'delivered',
  ]);
});

test('roles are checked: a customer cannot use the staff API, an admin cancels', async ({ request }) => {
  const customer = await apiLogin(request, await newCustomer(request));
  const admin = await apiLogin(request, DEMO.admin);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  expect(
    (await request.post(`/api/shopper/orders/${order._id}/accept`, { headers: customer.headers })).status(),
  ).toBe(403);
  expect((await request.get('/api/shopper/orders/available', { headers: admin.headers })).status()).toBe(403);
  const cancelled = await request.put(`/api/admin/orders/${order._id}/cancel`, {
    headers: admin.headers,
    data: { reason: 'Duplicate order' },
  });
  expect(cancelled.status()).toBe(200);
  expect((await cancelled.json()).data.order).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
});
