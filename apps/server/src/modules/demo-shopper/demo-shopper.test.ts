import type { Order } from '@jhola/domain';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld } from '../../test/lifecycle-fixtures.js';
import { lifecycle } from '../orders/lifecycle/service.js';
import { ensureDemoShopperAccount } from './account.js';
import { DemoShopper } from './demo-shopper.js';

let w: LifecycleWorld | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const orderOf = async (world: LifecycleWorld, id: string): Promise<Order> =>
  (await world.call(world.customer, 'GET', `/api/orders/${id}`)).body.data.order;

/** The receipt as the customer downloads it: a re-encoded WebP with some ink on the paper. */
async function expectReceipt(data: Buffer) {
  const { data: pixels, info } = await sharp(data).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBeGreaterThan(100);
  expect(pixels.some((value) => value < 128)).toBe(true);
  expect(pixels.some((value) => value > 200)).toBe(true);
}

/**
 * Plays the customer through the API until the order is delivered: approves a revision if one comes,
 * looks at the bill and approves it. Nothing is approved by the demo shopper itself.
 */
async function playCustomer(world: LifecycleWorld, orderId: string) {
  const seen = new Set<string>();
  // A bound for a stuck walk, not a pace: at a load of 30 on two cores a walk took over 20 s, and it ends
  // as soon as the order is delivered; kept under the tests' own 120 s.
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    const order = await orderOf(world, orderId);
    seen.add(order.status);
    if (order.status === 'delivered' || order.status === 'cancelled') return { order, seen };
    if (order.status === 'shopper_revised_order') {
      expect(
        (await world.call(world.customer, 'POST', `/api/orders/${orderId}/approve-revision`)).status,
      ).toBe(200);
    } else if (order.status === 'bill_uploaded') {
      const bill = await world.t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/bill`,
        headers: world.customer.headers,
      });
      expect(bill.headers['content-type']).toBe('image/webp');
      await expectReceipt(bill.rawPayload);
      expect((await world.call(world.customer, 'PUT', `/api/orders/${orderId}/approve-bill`)).status).toBe(
        200,
      );
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`order ${orderId} not delivered in time; saw ${[...seen].join(', ')}`);
}

// Each test builds its own app (a fresh database and accounts): slow on a busy machine, so more time.
describe('demo shopper', { timeout: 120_000 }, () => {
  it('takes a new order from placement to delivered, waiting for the customer’s approvals', async () => {
    w = await createLifecycleWorld({ env: { DEMO_SHOPPERS: 'true', DEMO_SHOPPER_SPEED: '1000' } });
    const locations: unknown[] = [];
    w.t.app.ctx.events.on('order.changed', ({ action, order }) => {
      if (action === 'location') locations.push(order.deliveryBoyLocation);
    });
    const placed = await w.place();
    const { order, seen } = await playCustomer(w, placed._id);

    expect(order.status).toBe('delivered');
    expect(seen.has('bill_uploaded')).toBe(true);
    expect(order.personalShopperId?.name).toBe('Ravi Kumar');
    expect(order.bill?.amount).toBeGreaterThan(0);
    expect(order.deliveryBoyLocation).not.toBeNull();
    expect(locations.length).toBeGreaterThanOrEqual(8);
    const steps = order.timeline.map((e) => e.status);
    expect(steps.slice(0, 4)).toEqual([
      'pending_shopper',
      'accepted_by_shopper',
      'shopper_at_shop',
      'shopping_in_progress',
    ]);
    expect(steps.slice(-4)).toEqual(['bill_uploaded', 'bill_approved', 'out_for_delivery', 'delivered']);
    // Every step is recorded as the real people who made it.
    for (const entry of order.timeline) {
      const expected = ['pending_shopper', 'customer_approved_revision', 'bill_approved'].includes(
        entry.status,
      )
        ? { role: 'customer', name: 'Asha Customer' }
        : { role: 'shopper', name: 'Ravi Kumar' };
      expect(entry.updatedBy).toEqual(expected);
    }
  });

  it('lets the customer cancel mid-way and keeps serving (a 409 never crashes the server)', async () => {
    w = await createLifecycleWorld({ env: { DEMO_SHOPPERS: 'true', DEMO_SHOPPER_SPEED: '1000' } });
    const placed = await w.place();
    const world = w;
    await expect
      .poll(async () => (await orderOf(world, placed._id)).status, { timeout: 60_000, interval: 10 })
      .not.toBe('pending_shopper');
    const cancel = await w.call(w.customer, 'PUT', `/api/orders/${placed._id}/cancel`, {
      reason: 'Changed my mind',
    });
    // The demo shopper never gets past bill_uploaded without the customer, so cancelling is always allowed.
    expect(cancel.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const order = await orderOf(w, placed._id);
    expect(order.status).toBe('cancelled');
    expect(order.timeline.at(-1)?.status).toBe('cancelled');
    expect((await w.call(null, 'GET', '/api/health')).status).toBe(200);

    // And it still takes the next order.
    const next = await w.place();
    const { order: delivered } = await playCustomer(w, next._id);
    expect(delivered.status).toBe('delivered');
  });

  it('resumes an order it holds after a restart, and revises when it finds a shortage', async () => {
    w = await createLifecycleWorld();
    const ctx = w.t.app.ctx;
    const me = (await ensureDemoShopperAccount(ctx))!;
    const placed = await w.place({ quantities: [2, 3, 1] });
    // Before the "restart": the demo shopper had accepted and started shopping.
    await lifecycle.accept(ctx, placed._id, me);
    await lifecycle.setStatus(ctx, placed._id, me, 'shopper_at_shop');
    await lifecycle.setStatus(ctx, placed._id, me, 'shopping_in_progress');

    // random 0.1: always revise, and mark the first item unavailable.
    const shopper = new DemoShopper(ctx, w.t.app.log, { speed: 1000, random: () => 0.1 });
    await shopper.start();
    try {
      const { order, seen } = await playCustomer(w, placed._id);
      expect(order.status).toBe('delivered');
      expect(seen.has('shopper_revised_order')).toBe(true);
      expect(order.items.map((i) => i.name)).toEqual(['Amul Milk', 'Bread']);
      expect(order.timeline.map((e) => e.status)).toContain('customer_approved_revision');
    } finally {
      await shopper.stop();
    }
  });

  it('switches itself off for an order a person accepts, and keeps taking the others', async () => {
    w = await createLifecycleWorld();
    // speed 1: the demo shopper waits about 8 s before accepting, long enough for a person to be first.
    const shopper = new DemoShopper(w.t.app.ctx, w.t.app.log, { speed: 1, random: () => 0.5 });
    await shopper.start();
    try {
      const placed = await w.place();
      expect(shopper.holds(placed._id)).toBe(true);
      const accepted = await w.call(w.shopper, 'POST', `/api/shopper/orders/${placed._id}/accept`);
      expect(accepted.status).toBe(200);
      const world = w;
      // Let go at once (well before its own 8 s pause would have ended in a refused accept).
      await expect.poll(() => shopper.holds(placed._id), { timeout: 5_000, interval: 10 }).toBe(false);
      const order = await orderOf(world, placed._id);
      expect(order.personalShopperId?.name).toBe('Ravi Shopper');
      expect(order.timeline.every((e) => e.updatedBy?.name !== 'Ravi Kumar')).toBe(true);
      // An order nobody took stays the demo shopper's.
      const other = await w.place();
      expect(shopper.holds(other._id)).toBe(true);
    } finally {
      await shopper.stop();
    }
  });

  it('stops cleanly while waiting for the customer', async () => {
    w = await createLifecycleWorld();
    const ctx = w.t.app.ctx;
    const me = (await ensureDemoShopperAccount(ctx))!;
    const placed = await w.place();
    await lifecycle.accept(ctx, placed._id, me);
    const shopper = new DemoShopper(ctx, w.t.app.log, { speed: 1000, random: () => 0.9 });
    await shopper.start();
    const world = w;
    await expect
      .poll(async () => (await orderOf(world, placed._id)).status, { timeout: 60_000, interval: 10 })
      .toBe('bill_uploaded');
    await shopper.stop();
    // Stopped: its walk has ended, and the approval (an event it no longer hears) wakes nobody, so nobody
    // takes the order out for delivery any more.
    expect(shopper.holds(placed._id)).toBe(false);
    await w.call(w.customer, 'PUT', `/api/orders/${placed._id}/approve-bill`);
    expect(shopper.holds(placed._id)).toBe(false);
    expect((await orderOf(w, placed._id)).status).toBe('bill_approved');
  });
});
