import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type LifecycleWorld, walkTo } from './lifecycle-fixtures.js';
import { multipartBody } from './multipart.js';
import type { TestUser } from './users.js';

/** Places an order as the world's customer (or another) and walks it to delivered; answers the order. */
export async function deliveredOrder(
  w: LifecycleWorld,
  options: {
    customer?: TestUser;
    quantities?: number[];
    from?: NonNullable<Parameters<LifecycleWorld['place']>[0]>['from'];
  } = {},
) {
  const customer = options.customer ?? w.customer;
  const order = await w.place({ quantities: options.quantities ?? [1, 2, 1], customer, from: options.from });
  // The walk approves the bill as the world's customer: here, as this order's.
  await walkTo({ ...w, customer }, order._id, 'out_for_delivery');
  const mine = await w.call(customer, 'GET', `/api/orders/${order._id}`);
  const otp = mine.body.data.order.deliveryOTP as string;
  const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp });
  expect(done.status).toBe(200);
  return done.body.data.order as { _id: string; items: { itemId: string; name: string; price: number }[] };
}

/** POSTs a claim as JSON, with an Idempotency-Key. */
export const claim = (
  w: LifecycleWorld,
  orderId: string,
  body: unknown,
  who?: TestUser,
  key = randomUUID(),
) =>
  w.t.app
    .inject({
      method: 'POST',
      url: `/api/orders/${orderId}/claims`,
      headers: { ...(who ?? w.customer).headers, 'idempotency-key': key },
      payload: body as object,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

/** POSTs a claim with photos, as the app does (multipart: the JSON in `claim`, files in `photos`). */
export async function claimWithPhotos(
  w: LifecycleWorld,
  orderId: string,
  body: unknown,
  photos: Buffer[],
  who: TestUser = w.customer,
) {
  const form = multipartBody(
    { claim: JSON.stringify(body) },
    photos.map((bytes, i) => ({ field: 'photos', filename: `p${i}.png`, contentType: 'image/png', bytes })),
  );
  const r = await w.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/claims`,
    headers: { ...who.headers, 'content-type': form.contentType, 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
  return { status: r.statusCode, body: r.json() };
}

export const balanceOf = async (w: LifecycleWorld, who: TestUser) =>
  (await w.call(who, 'GET', '/api/account/credit')).body.data as {
    balance: number;
    entries: { amount: number; kind: string; reason: string; by: string; orderId: string | null }[];
  };
