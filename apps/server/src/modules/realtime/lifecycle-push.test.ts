import type { OrderStatusEvent } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../test/lifecycle-fixtures.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../test/realtime.js';

/** Waiting for work done after the reply (a condition, not a time limit: generous for a loaded machine). */
const WAIT = { timeout: 60_000, interval: 50 };

/** The real path: API calls by the real actors change the order, and the customer's socket hears each step. */
describe('order changes pushed to the customer through the API', () => {
  let world: LifecycleWorld;
  let mine: ClientSocket;
  let theirs: ClientSocket;

  beforeAll(async () => {
    world = await createLifecycleWorld();
    const url = await listen(world.t.app);
    mine = await connectSocket(url, world.customer.token);
    theirs = await connectSocket(url, world.otherCustomer.token);
  });
  afterAll(async () => {
    mine.close();
    theirs.close();
    await world.close();
  });

  it('hears every step from placement to delivery, one event a step with the whole order and the delivery code', async () => {
    const statuses = record(mine, 'orderStatusUpdate');
    const theirUpdates = record(theirs, 'orderStatusUpdate');

    const order = await world.place();
    const outForDelivery = nextEvent(mine, 'orderStatusUpdate', (e) => e.status === 'out_for_delivery');
    await walkTo(world, order._id, 'out_for_delivery');
    const last = await outForDelivery;
    expect(statuses.map((e) => e.status)).toEqual([
      'pending_shopper',
      'accepted_by_shopper',
      'shopper_at_shop',
      'shopping_in_progress',
      'final_shopping',
      'bill_uploaded',
      'bill_approved',
      'out_for_delivery',
    ]);
    expect(statuses.every((e) => e.orderId === order._id && e.message.length > 0)).toBe(true);
    // Each carries the order as its customer reads it, so the app stores it and asks for nothing.
    expect(statuses.every((e) => e.order?._id === order._id && e.order.status === e.status)).toBe(true);
    expect(statuses.map((e) => e.action)).toEqual([
      'created',
      'accept',
      'arrive_at_shop',
      'start_shopping',
      'final_shopping',
      'upload_bill',
      'approve_bill',
      'out_for_delivery',
    ]);
    expect(statuses[1]).toMatchObject({ shopperName: 'Ravi Shopper' });
    expect(statuses[5]).toMatchObject({ amount: 245.5 });
    // The shopper carried it themselves: named once, when they set out.
    expect(statuses.filter((e) => e.deliveryPartner)).toEqual([
      expect.objectContaining({ status: 'out_for_delivery', deliveryPartner: { name: 'Ravi Shopper' } }),
    ]);
    expect(last.deliveryOTP).toMatch(/^\d{4}$/);
    expect(statuses.filter((e) => e.status !== 'out_for_delivery').every((e) => !e.deliveryOTP)).toBe(true);

    const moved = nextEvent(mine, 'delivery_location_update');
    const located = await world.call(world.shopper, 'PUT', `/api/shopper/orders/${order._id}/location`, {
      lat: 12.97,
      lng: 77.59,
    });
    expect(located.status).toBe(200);
    expect(await moved).toMatchObject({
      orderId: order._id,
      deliveryBoyLocation: { lat: 12.97, lng: 77.59 },
    });

    const delivered = nextEvent(mine, 'orderStatusUpdate', (e) => e.status === 'delivered');
    const done = await world.call(world.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, {
      otp: last.deliveryOTP,
    });
    expect(done.status).toBe(200);
    expect((await delivered).message).toBe('Your order has been delivered. Enjoy!');

    // The other customer's own order: once its placement arrives, anything of ours would have too.
    const own = nextEvent(theirs, 'orderStatusUpdate');
    const theirOrder = await world.place({ customer: world.otherCustomer });
    expect((await own).orderId).toBe(theirOrder._id);
    expect(theirUpdates.map((e: OrderStatusEvent) => e.orderId)).toEqual([theirOrder._id]);
  });

  it('hears the delivery person who claims the order, once, in the status update', async () => {
    const order = await world.place();
    const mineOnly = (e: { orderId: string }) => e.orderId === order._id;
    // Every earlier step has been pushed before the claim is listened for.
    const approved = nextEvent(mine, 'orderStatusUpdate', (e) => mineOnly(e) && e.status === 'bill_approved');
    await walkTo(world, order._id, 'bill_approved');
    await approved;
    const assigned = nextEvent(mine, 'orderStatusUpdate', mineOnly);
    const theirUpdates = record(theirs, 'orderStatusUpdate');

    const claim = await world.call(
      world.delivery,
      'POST',
      `/api/shopper/orders/${order._id}/accept-delivery`,
    );
    expect(claim.status).toBe(200);
    const claimed = await assigned;
    expect(claimed).toMatchObject({
      orderId: order._id,
      status: 'bill_approved',
      action: 'claim_delivery',
      deliveryPartner: { name: 'Dev Delivery' },
    });
    expect(claimed.message.length).toBeGreaterThan(0);
    expect(claimed.deliveryOTP).toBeUndefined();

    // A repeated claim changes nothing and announces nothing; setting out names the same carrier.
    const all = record(mine, 'orderStatusUpdate');
    expect(
      (await world.call(world.delivery, 'POST', `/api/shopper/orders/${order._id}/accept-delivery`)).status,
    ).toBe(200);
    const out = nextEvent(mine, 'orderStatusUpdate', (e) => mineOnly(e) && e.status === 'out_for_delivery');
    const started = await world.call(world.delivery, 'PUT', `/api/shopper/orders/${order._id}/status`, {
      status: 'out_for_delivery',
    });
    expect(started.status).toBe(200);
    expect(await out).toMatchObject({ deliveryPartner: { name: 'Dev Delivery' } });
    expect(all.map((e) => e.status)).toEqual(['out_for_delivery']);
    expect(theirUpdates).toEqual([]);
  });

  it('hears a revision with its amount and a cancellation with its reason', async () => {
    const order = await world.place();
    await walkTo(world, order._id, 'shopping_in_progress');
    const revised = nextEvent(
      mine,
      'orderStatusUpdate',
      (e) => e.orderId === order._id && e.action === 'revise',
    );
    const revise = await world.call(world.shopper, 'POST', `/api/shopper/orders/${order._id}/revise`, {
      items: world.products.map((p, i) => ({
        productId: p.id,
        isAvailable: i !== 2,
        revisedQuantity: i === 0 ? 1 : 3,
        revisedPrice: p.price,
        shopperNotes: i === 2 ? 'Out of stock' : '',
      })),
    });
    expect(revise.status).toBe(200);
    const event = await revised;
    expect(event.status).toBe('shopper_revised_order');
    expect(event.amount).toBe(revise.body.data.order.revisedOrderValue.total);

    const cancelled = nextEvent(
      mine,
      'orderStatusUpdate',
      (e) => e.orderId === order._id && e.action === 'cancel',
    );
    const cancel = await world.call(world.customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'Customer cancelled during revised order review',
    });
    expect(cancel.status).toBe(200);
    expect(await cancelled).toMatchObject({
      status: 'cancelled',
      reason: 'Customer cancelled during revised order review',
      cancelledBy: 'customer',
    });
  });

  it('is told when the address of a new order has been placed on the map by the geocoder', async () => {
    const updates = record(mine, 'orderStatusUpdate');
    const order = await world.place({
      deliveryAddress: {
        street: '9 Church Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        contactName: 'Asha',
        contactPhone: '+91 9812345670',
      },
    });
    // Placed at once at its PIN code's centroid; then the geocoder's point arrives as an order change.
    expect(order.deliveryAddress.formattedAddress).toBe('');
    await expect.poll(() => updates.filter((e) => e.orderId === order._id).length, WAIT).toBe(2);
    expect(updates.map((e) => e.status)).toEqual(['pending_shopper', 'pending_shopper']);
    const read = await world.call(world.customer, 'GET', `/api/orders/${order._id}`);
    expect(read.body.data).toMatchObject({
      order: { deliveryAddress: { coordinates: { lat: 12.9716, lng: 77.5946 } } },
    });
  });
});
