import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatchWorld, type DispatchWorld, SHOP_AT } from '../../../test/dispatch-fixtures.js';
import { PLACED_ADDRESS, walkTo } from '../../../test/lifecycle-fixtures.js';

/** A door about `km` north (positive) or south (negative) of the shop. */
const door = (km: number) => ({
  ...PLACED_ADDRESS,
  coordinates: { lat: SHOP_AT.lat + km / 111, lng: SHOP_AT.lng },
});

/**
 * Issue 45: a ready order goes to a rider on duty (nearest the shop, then the least loaded); a second
 * order of the same shop going the same way within minutes rides with the first (at most two); and one
 * person owns each step: once a rider has it, the shopper can no longer set out with it.
 */
describe('automatic dispatch to riders', () => {
  let w: DispatchWorld;
  const ready = async (km: number, seconds: number) => {
    w.at(seconds);
    const placed = await w.place({ deliveryAddress: door(km) });
    await walkTo(w, placed._id, 'bill_approved');
    await w.settle();
    return placed;
  };
  beforeAll(async () => {
    w = await createDispatchWorld();
    w.at(0);
    // The first rider waits 1 km from the shop, the second 3 km.
    await w.shift(w.delivery, {
      action: 'start',
      area: 'MG Road',
      lat: SHOP_AT.lat + 1 / 111,
      lng: SHOP_AT.lng,
    });
    await w.shift(w.rider2, {
      action: 'start',
      area: 'Indiranagar',
      lat: SHOP_AT.lat + 3 / 111,
      lng: SHOP_AT.lng,
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('offers a ready order to the nearest rider; once claimed, only that rider may set out with it', async () => {
    const first = await ready(2, 60);
    expect(await w.offersOf(w.rider2)).toEqual([]);
    const [offer] = await w.offersOf(w.delivery);
    expect(offer).toMatchObject({ orderId: first._id, role: 'delivery', batchedWith: null });
    const claimed = await w.call(w.delivery, 'POST', `/api/staff/offers/${first._id}/accept`);
    expect(claimed.body.data.order).toMatchObject({
      status: 'bill_approved',
      deliveryPerson: { name: 'Dev Delivery' },
    });

    // The shopper's side: the order now names the rider, and setting out is refused by the server.
    const seen = await w.call(w.shopper, 'GET', `/api/orders/${first._id}`);
    expect(seen.body.data.order.deliveryPerson).toMatchObject({ name: 'Dev Delivery' });
    const out = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${first._id}/status`, {
      status: 'out_for_delivery',
    });
    expect(out).toMatchObject({
      status: 409,
      body: { message: 'A delivery person has claimed this order and will deliver it' },
    });
    const other = await w.call(w.rider2, 'POST', `/api/delivery/orders/${first._id}/claim`);
    expect(other.status).toBe(409);
    const timeline = claimed.body.data.order.timeline as { status: string; updatedBy: { name: string } }[];
    expect(timeline.at(-1)).toMatchObject({ updatedBy: { name: 'Dev Delivery' } });
  });

  it('batches a second order of the shop going the same way within minutes to the same rider', async () => {
    const [held] = (await w.call(w.delivery, 'GET', '/api/shopper/orders?scope=active')).body.data.orders;
    const second = await ready(2.3, 240);
    expect(await w.offersOf(w.rider2)).toEqual([]);
    const [offer] = await w.offersOf(w.delivery);
    expect(offer).toMatchObject({ orderId: second._id, batchedWith: held.orderNumber });
    expect((await w.call(w.delivery, 'POST', `/api/staff/offers/${second._id}/accept`)).status).toBe(200);
  });

  it('never gives a rider a third order, nor one going the other way', async () => {
    const third = await ready(2.1, 300);
    expect(await w.offersOf(w.delivery)).toEqual([]);
    expect((await w.offersOf(w.rider2)).map((o) => o.orderId)).toEqual([third._id]);
    expect((await w.call(w.rider2, 'POST', `/api/staff/offers/${third._id}/accept`)).status).toBe(200);

    // South of the shop while the second rider heads north: too far round for either.
    const south = await ready(-3, 360);
    expect(await w.offersOf(w.delivery)).toEqual([]);
    expect(await w.offersOf(w.rider2)).toEqual([]);
    const list = await w.call(w.rider2, 'GET', '/api/delivery/orders/ready');
    expect(list.body.data.orders.map((o: { _id: string }) => o._id)).toContain(south._id);
  });
});
