import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeImage, fakeJpeg, phoneJpeg, realPng, realWebp } from '../../../test/images.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => {
  await w?.close();
});

const base = (id: string) => `/api/shopper/orders/${id}`;

describe('available orders', () => {
  it('lists waiting orders oldest first, with shop and items, to shoppers only', async () => {
    const first = await w.place();
    const second = await w.place();
    const { status, body } = await w.call(w.shopper, 'GET', '/api/shopper/orders/available');
    expect(status).toBe(200);
    const ids = body.data.orders.map((o: { _id: string }) => o._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    const listed = body.data.orders.find((o: { _id: string }) => o._id === first._id);
    expect(listed.shopId.name).toBe(w.shop.name);
    expect(listed.items).toHaveLength(3);
    // The customer's phone is not the shopper's to see before accepting.
    expect(listed.deliveryAddress.contactPhone).toBe('');
    expect(listed.deliveryOTP).toBeNull();

    for (const user of [w.customer, w.delivery, w.admin]) {
      expect((await w.call(user, 'GET', '/api/shopper/orders/available')).status).toBe(403);
    }
    expect((await w.call(null, 'GET', '/api/shopper/orders/available')).status).toBe(401);
  });
});

describe('accept', () => {
  it('assigns the shopper, writes the timeline with who did it, and refuses a second shopper', async () => {
    const order = await w.place();
    const accepted = await w.call(w.shopper, 'POST', `${base(order._id)}/accept`);
    expect(accepted.status).toBe(200);
    const o = accepted.body.data.order;
    expect(o.status).toBe('accepted_by_shopper');
    expect(o.personalShopperId).toMatchObject({
      _id: w.shopper.id,
      name: 'Ravi Shopper',
      phone: '9898989898',
    });
    expect(o.timeline.at(-1)).toMatchObject({
      status: 'accepted_by_shopper',
      updatedBy: { role: 'shopper', name: 'Ravi Shopper' },
    });

    const again = await w.call(w.otherShopper, 'POST', `${base(order._id)}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot accept an order whose status is accepted_by_shopper');
    // Past the race, the order is not theirs to see or move.
    expect(
      (await w.call(w.otherShopper, 'PUT', `${base(order._id)}/status`, { status: 'shopper_at_shop' }))
        .status,
    ).toBe(404);

    // The same shopper retrying gets the order back, and nothing is written twice.
    const retry = await w.call(w.shopper, 'POST', `${base(order._id)}/accept`);
    expect(retry.status).toBe(200);
    expect(retry.body.data.order.timeline).toHaveLength(o.timeline.length);
  });

  it('refuses customers, delivery people and admins (403), and unknown or malformed ids (404)', async () => {
    const order = await w.place();
    for (const user of [w.customer, w.delivery, w.admin]) {
      expect((await w.call(user, 'POST', `${base(order._id)}/accept`)).status).toBe(403);
    }
    expect((await w.call(w.shopper, 'POST', `${base('not-an-id')}/accept`)).status).toBe(404);
    expect((await w.call(w.shopper, 'POST', `${base(crypto.randomUUID())}/accept`)).status).toBe(404);
  });
});

describe('status updates', () => {
  it('walks the canonical steps and refuses a step out of order with the current status named', async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `${base(order._id)}/accept`);
    const early = await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status: 'final_shopping' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Cannot finalise shopping for an order whose status is accepted_by_shopper',
    );

    const atShop = await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, {
      status: 'shopper_at_shop',
      note: 'Reached the store',
    });
    expect(atShop.status).toBe(200);
    expect(atShop.body.data.order.timeline.at(-1)).toMatchObject({
      status: 'shopper_at_shop',
      note: 'Reached the store',
    });
    expect(
      (await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status: 'shopping_in_progress' })).body
        .data.order.status,
    ).toBe('shopping_in_progress');
  });

  it('accepts only the four settable statuses (422 otherwise)', async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `${base(order._id)}/accept`);
    for (const status of ['delivered', 'cancelled', 'bill_approved', 'nonsense']) {
      const r = await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status });
      expect(r.status).toBe(422);
    }
  });

  it('hides an order assigned to another shopper (404) and changes nothing', async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `${base(order._id)}/accept`);
    const r = await w.call(w.otherShopper, 'PUT', `${base(order._id)}/status`, { status: 'shopper_at_shop' });
    expect(r.status).toBe(404);
    const mine = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(mine.body.data.order.status).toBe('accepted_by_shopper');
  });

  it('refuses a shopper step on an order nobody accepted yet (409)', async () => {
    const order = await w.place();
    const r = await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status: 'shopper_at_shop' });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('pending_shopper');
  });

  it('a delivery person does not see an order being shopped (404)', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'accepted_by_shopper');
    const r = await w.call(w.delivery, 'PUT', `${base(order._id)}/status`, { status: 'shopper_at_shop' });
    expect(r.status).toBe(404);
  });
});

describe('my orders', () => {
  it("lists the shopper's own orders and never another shopper's", async () => {
    const mine = await w.place();
    const theirs = await w.place();
    await w.call(w.shopper, 'POST', `${base(mine._id)}/accept`);
    await w.call(w.otherShopper, 'POST', `${base(theirs._id)}/accept`);
    const { status, body } = await w.call(w.shopper, 'GET', '/api/shopper/orders?scope=active');
    expect(status).toBe(200);
    const ids = body.data.orders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect((await w.call(w.customer, 'GET', '/api/shopper/orders')).status).toBe(403);
  });
});

describe('revise', () => {
  it('stores the revision, computes revisedOrderValue on the server, and needs the order’s own items', async () => {
    const order = await w.place({ quantities: [2, 3, 1] });
    await walkTo(w, order._id, 'shopping_in_progress');
    const [dal, milk, bread] = w.products;

    const foreign = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [{ productId: crypto.randomUUID(), isAvailable: true, revisedQuantity: 1, revisedPrice: 1 }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0]).toEqual({
      field: 'items.0.productId',
      message: 'This product is not part of the order',
    });

    const nothingLeft = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [dal, milk, bread].map((p) => ({
        productId: p!.id,
        isAvailable: false,
        revisedQuantity: 0,
        revisedPrice: 1,
      })),
    });
    expect(nothingLeft.status).toBe(422);

    const r = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [
        {
          productId: milk!.id,
          isAvailable: false,
          revisedQuantity: 3,
          revisedPrice: 30,
          shopperNotes: 'Out of stock',
        },
        { productId: dal!.id, isAvailable: true, revisedQuantity: 1, revisedPrice: 125 },
      ],
    });
    expect(r.status).toBe(200);
    const o = r.body.data.order;
    expect(o.status).toBe('shopper_revised_order');
    // Dal 1 × 125 + bread 1 × 45 (unchanged), milk unavailable; delivery 30, no tax.
    expect(o.revisedOrderValue).toEqual({ subtotal: 170, deliveryFee: 30, taxes: 0, total: 200 });
    expect(o.orderValue.total).toBe(2 * 120 + 3 * 30 + 45 + 30);
    const byName = Object.fromEntries(o.items.map((i: { name: string }) => [i.name, i]));
    expect(byName['Amul Milk']).toMatchObject({
      isAvailable: false,
      revisedQuantity: 0,
      shopperNotes: 'Out of stock',
    });
    expect(byName['Toor Dal']).toMatchObject({ isAvailable: true, revisedQuantity: 1, revisedPrice: 125 });
    expect(byName.Bread).toMatchObject({ isAvailable: true, revisedQuantity: null });
    expect(o.timeline.at(-1).note).toContain('Amul Milk unavailable');

    const twice = await w.call(w.otherShopper, 'POST', `${base(order._id)}/revise`, { items: [] });
    expect(twice.status).toBe(422);
  });

  it('refuses a revision before shopping started (409) and from customers (403)', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'shopper_at_shop');
    const body = {
      items: [{ productId: w.products[0]!.id, isAvailable: true, revisedQuantity: 1, revisedPrice: 1 }],
    };
    expect((await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, body)).status).toBe(409);
    expect((await w.call(w.customer, 'POST', `${base(order._id)}/revise`, body)).status).toBe(403);
  });
});

describe('bill upload', () => {
  it('refuses wrong content, a missing amount or image, and a file over 5 MB, changing nothing', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'final_shopping');
    const text = await uploadBill(
      w,
      w.shopper,
      order._id,
      Buffer.from('hello, I am not an image'),
      '100',
      'image/png',
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('The bill must be a JPEG, PNG or WebP image');
    // The first bytes of a JPEG, then nothing a decoder can read: refused too.
    expect((await uploadBill(w, w.shopper, order._id, fakeJpeg(), '100', 'image/jpeg')).status).toBe(415);

    const noAmount = await uploadBill(w, w.shopper, order._id, tinyPng(), null);
    expect(noAmount.status).toBe(422);
    expect(noAmount.body.errors).toContainEqual({
      field: 'amount',
      message: expect.stringContaining('bill amount'),
    });
    for (const amount of ['0', '-5', 'abc', '12.345']) {
      expect((await uploadBill(w, w.shopper, order._id, tinyPng(), amount)).status).toBe(422);
    }
    const noImage = await uploadBill(w, w.shopper, order._id, null, '100');
    expect(noImage.status).toBe(422);

    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await uploadBill(w, w.shopper, order._id, big, '100');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The bill image must be at most 5 MB');

    const json = await w.call(w.shopper, 'POST', `${base(order._id)}/bill`, { amount: 100 });
    expect(json.status).toBe(415);

    const still = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(still.body.data.order).toMatchObject({ status: 'final_shopping', bill: null });
  });

  it('writes the bill amount in the timeline as rupees are written everywhere', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'final_shopping');
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '1119')).status).toBe(200);
    const seen = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order;
    expect(seen.timeline.at(-1).note).toBe('Bill of ₹1,119.00 uploaded');
  });

  for (const [name, image] of [
    ['PNG', realPng],
    ['JPEG', phoneJpeg],
    ['WebP', realWebp],
  ] as const) {
    it(`accepts a ${name}, re-encodes it, and serves it only to the order's customer, shopper and admins`, async () => {
      const order = await w.place();
      await walkTo(w, order._id, 'final_shopping');
      const original = await describeImage(await image());
      // The declared content type is ignored: only the bytes count.
      const r = await uploadBill(
        w,
        w.shopper,
        order._id,
        await image(),
        '245.50',
        'application/octet-stream',
      );
      expect(r.status).toBe(200);
      expect(r.body.data.order.status).toBe('bill_uploaded');
      expect(r.body.data.order.bill).toMatchObject({
        amount: 245.5,
        imageUrl: `/api/orders/${order._id}/bill`,
      });

      for (const user of [w.customer, w.shopper, w.admin]) {
        const got = await w.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order._id}/bill`,
          headers: user.headers,
        });
        expect(got.statusCode).toBe(200);
        expect(got.headers['content-type']).toBe('image/webp');
        expect(got.headers['cache-control']).toBe('no-store, private');
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(got.headers['content-disposition']).toBe('inline');
        expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        // Same picture, as WebP, without the phone's metadata (its location among it).
        expect(await describeImage(got.rawPayload)).toEqual({
          format: 'webp',
          width: original.width,
          height: original.height,
          hasExif: false,
          hasXmp: false,
        });
      }
      for (const user of [w.otherCustomer, w.otherShopper, w.delivery]) {
        const got = await w.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order._id}/bill`,
          headers: user.headers,
        });
        expect(got.statusCode).toBe(404);
      }
      expect((await w.t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/bill` })).statusCode).toBe(
        401,
      );
    });
  }

  it('refuses an upload before final shopping (409) and says there is no bill yet (404)', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'shopping_in_progress');
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '10')).status).toBe(409);
    const none = await w.call(w.customer, 'GET', `/api/orders/${order._id}/bill`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No bill has been uploaded for this order yet');
  });
});

describe('delivery and the delivery code', () => {
  it('makes a 4-digit code at out_for_delivery, shown only to the customer, and delivers with it', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const seenByShopper = await w.call(w.shopper, 'GET', `/api/shopper/orders?scope=active`);
    const shopperView = seenByShopper.body.data.orders.find((o: { _id: string }) => o._id === order._id);
    expect(shopperView.deliveryOTP).toBeNull();
    expect(shopperView.pickedUpAt).not.toBeNull();
    const customerView = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order;
    expect(customerView.deliveryOTP).toMatch(/^\d{4}$/);

    const wrongCode = customerView.deliveryOTP === '0000' ? '1111' : '0000';
    const wrong = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: wrongCode });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Wrong delivery code. 4 attempts left.');
    expect((await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: '12' })).status).toBe(422);
    expect(
      (await w.call(w.customer, 'POST', `${base(order._id)}/deliver`, { otp: customerView.deliveryOTP }))
        .status,
    ).toBe(403);
    expect(
      (await w.call(w.otherShopper, 'POST', `${base(order._id)}/deliver`, { otp: customerView.deliveryOTP }))
        .status,
    ).toBe(404);

    const right = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, {
      otp: customerView.deliveryOTP,
    });
    expect(right.status).toBe(200);
    expect(right.body.data.order).toMatchObject({ status: 'delivered', deliveryOTP: null });
    expect(right.body.data.order.deliveredAt).not.toBeNull();
    const after = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order;
    expect(after.deliveryOTP).toBeNull();
  });

  it('locks the code for 15 minutes after 5 wrong codes, even for the right one, then allows it', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order
      .deliveryOTP as string;
    const wrongCode = otp === '9999' ? '8888' : '9999';
    const start = new Date();
    w.t.setNow(start);
    try {
      for (let i = 1; i <= 4; i++) {
        expect(
          (await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: wrongCode })).status,
        ).toBe(422);
      }
      const fifth = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: wrongCode });
      expect(fifth.status).toBe(423);
      expect(fifth.body.message).toBe('Too many wrong delivery codes. Try again in 15 minutes.');
      const locked = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp });
      expect(locked.status).toBe(423);

      w.t.setNow(new Date(start.getTime() + 14 * 60_000));
      expect((await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp })).body.message).toBe(
        'Too many wrong delivery codes. Try again in 1 minute.',
      );
      w.t.setNow(new Date(start.getTime() + 15 * 60_000 + 1000));
      const wrongAfter = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: wrongCode });
      expect(wrongAfter.body.message).toBe('Wrong delivery code. 4 attempts left.');
      const ok = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp });
      expect(ok.status).toBe(200);
      expect(ok.body.data.order.status).toBe('delivered');
    } finally {
      w.t.setNow(null);
    }
  });

  it('refuses delivering before the order is out for delivery (409)', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'bill_approved');
    const r = await w.call(w.shopper, 'POST', `${base(order._id)}/deliver`, { otp: '1234' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Cannot deliver an order whose status is bill_approved');
  });
});

describe('live location', () => {
  it('is shared by the carrier while out for delivery, and refused otherwise', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'bill_approved');
    const early = await w.call(w.shopper, 'PUT', `${base(order._id)}/location`, { lat: 12.97, lng: 77.59 });
    expect(early.status).toBe(409);
    await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status: 'out_for_delivery' });
    const r = await w.call(w.shopper, 'PUT', `${base(order._id)}/location`, { lat: 12.97, lng: 77.59 });
    expect(r.status).toBe(200);
    expect(r.body.data.order.deliveryBoyLocation).toMatchObject({ lat: 12.97, lng: 77.59 });
    expect(
      (await w.call(w.otherShopper, 'PUT', `${base(order._id)}/location`, { lat: 1, lng: 1 })).status,
    ).toBe(404);
    expect((await w.call(w.delivery, 'PUT', `${base(order._id)}/location`, { lat: 1, lng: 1 })).status).toBe(
      404,
    );
    expect((await w.call(w.customer, 'PUT', `${base(order._id)}/location`, { lat: 1, lng: 1 })).status).toBe(
      403,
    );
    expect((await w.call(w.shopper, 'PUT', `${base(order._id)}/location`, { lat: 91, lng: 1 })).status).toBe(
      422,
    );
  });
});

describe('a delivery person', () => {
  it('claims a bill_approved order, takes it out and delivers it; a second one cannot claim it', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'bill_approved');
    const waiting = await w.call(w.delivery, 'GET', '/api/shopper/orders/awaiting-delivery');
    expect(waiting.body.data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);

    // Not claimed yet: a delivery person may not start it.
    const unclaimed = await w.call(w.delivery, 'PUT', `${base(order._id)}/status`, {
      status: 'out_for_delivery',
    });
    expect(unclaimed.status).toBe(409);

    const claim = await w.call(w.delivery, 'POST', `${base(order._id)}/accept-delivery`);
    expect(claim.status).toBe(200);
    expect(claim.body.data.order.status).toBe('bill_approved');
    expect((await w.call(w.delivery, 'POST', `${base(order._id)}/accept-delivery`)).status).toBe(200);

    const secondDelivery = await (await import('../../../test/users.js')).createTestUser(w.t, {
      role: 'delivery',
    });
    const late = await w.call(secondDelivery, 'POST', `${base(order._id)}/accept-delivery`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Another delivery person has already claimed this order');
    expect(
      (await w.call(secondDelivery, 'PUT', `${base(order._id)}/status`, { status: 'out_for_delivery' }))
        .status,
    ).toBe(404);
    expect((await w.call(w.shopper, 'POST', `${base(order._id)}/accept-delivery`)).status).toBe(403);
    // Once claimed, the shopper no longer sets out with it.
    const byShopper = await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, {
      status: 'out_for_delivery',
    });
    expect(byShopper.status).toBe(409);
    expect(byShopper.body.message).toBe('A delivery person has claimed this order and will deliver it');

    const out = await w.call(w.delivery, 'PUT', `${base(order._id)}/status`, { status: 'out_for_delivery' });
    expect(out.status).toBe(200);
    expect(out.body.data.order.deliveryOTP).toBeNull();
    expect(
      (await w.call(w.delivery, 'PUT', `${base(order._id)}/location`, { lat: 12.9, lng: 77.6 })).status,
    ).toBe(200);
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    const done = await w.call(w.delivery, 'POST', `${base(order._id)}/deliver`, { otp });
    expect(done.status).toBe(200);
    expect(done.body.data.order.status).toBe('delivered');
    const mine = await w.call(w.delivery, 'GET', '/api/shopper/orders?scope=completed');
    expect(mine.body.data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
  });
});

describe('staff cancel', () => {
  it('the assigned shopper cancels with a reason; a reason is required; admin cancels any order', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'shopping_in_progress');
    expect((await w.call(w.shopper, 'PUT', `${base(order._id)}/cancel`, { reason: ' ' })).status).toBe(422);
    expect((await w.call(w.otherShopper, 'PUT', `${base(order._id)}/cancel`, { reason: 'x' })).status).toBe(
      404,
    );
    const r = await w.call(w.shopper, 'PUT', `${base(order._id)}/cancel`, { reason: 'Shop is closed today' });
    expect(r.status).toBe(200);
    expect(r.body.data.order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancellationReason: 'Shop is closed today',
    });

    const waiting = await w.place();
    expect((await w.call(w.shopper, 'PUT', `${base(waiting._id)}/cancel`, { reason: 'x' })).status).toBe(409);
    expect(
      (await w.call(w.shopper, 'PUT', `/api/admin/orders/${waiting._id}/cancel`, { reason: 'x' })).status,
    ).toBe(403);
    const admin = await w.call(w.admin, 'PUT', `/api/admin/orders/${waiting._id}/cancel`, {
      reason: 'Duplicate order',
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.order).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });

    const late = await w.place();
    await walkTo(w, late._id, 'out_for_delivery');
    expect(
      (await w.call(w.admin, 'PUT', `/api/admin/orders/${late._id}/cancel`, { reason: 'Rider accident' }))
        .status,
    ).toBe(200);
    const again = await w.call(w.otherCustomer, 'PUT', `/api/admin/orders/${late._id}/cancel`, {
      reason: 'x',
    });
    expect(again.status).toBe(403);
  });
});
