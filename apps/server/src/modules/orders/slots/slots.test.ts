import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatchWorld, type DispatchWorld, T0 } from '../../../test/dispatch-fixtures.js';
import { PLACED_ADDRESS } from '../../../test/lifecycle-fixtures.js';

/** The shop opens 07:00–22:00 every day; the clock stands at 08:00 in India on 29 Nov 2026 (T0). */
const HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { open: '07:00', close: '22:00', closed: false }]),
);
/** An instant of tomorrow (30 Nov) at India's HH:MM. */
const tomorrow = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+05:30`).toISOString();

interface Slot {
  start: string;
  end: string;
  capacity: number;
  booked: number;
  available: number;
}

/**
 * Issue 45: delivery slots through HTTP on real SQL. Capacity comes from the shoppers' planned hours
 * (× 4 orders per shopper-hour); fifty customers booking the last places at once never overbook; a
 * booked order is offered to shoppers when its picking must start.
 */
describe('delivery slots', () => {
  let w: DispatchWorld;
  const slotsOf = async (date?: string) => {
    const answer = await w.call(null, 'GET', `/api/shops/${w.shop.id}/slots${date ? `?date=${date}` : ''}`);
    return answer as {
      status: number;
      body: { data: { date: string; slots: Slot[]; nextFree: Slot | null } };
    };
  };
  const book = (start: string, key = randomUUID()) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...w.customer.headers, 'idempotency-key': key },
      payload: {
        shopId: w.shop.id,
        items: [{ productId: w.products[0]!.id, quantity: 1 }],
        deliveryAddress: PLACED_ADDRESS,
        paymentMethod: 'cash',
        slot: { start },
      },
    });
  beforeAll(async () => {
    w = await createDispatchWorld({}, { operatingHours: HOURS });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("lists today's and tomorrow's hours within the shop's hours, empty until shifts are planned", async () => {
    const today = await slotsOf();
    expect(today.body.data.date).toBe('2026-11-29');
    // 08:00–09:00 has begun; 21:00–22:00 is the last hour the shop is open.
    expect(today.body.data.slots.map((s) => s.start)).toHaveLength(13);
    expect(today.body.data.slots[0]).toMatchObject({
      start: '2026-11-29T03:30:00.000Z',
      capacity: 0,
      available: 0,
    });
    const next = await slotsOf('2026-11-30');
    expect(next.body.data.slots).toHaveLength(15);
    expect(next.body.data.nextFree).toBeNull();
    expect((await slotsOf('2026-12-01')).status).toBe(422);
    expect((await slotsOf('30-11-2026')).status).toBe(400);
  });

  it('takes its capacity from planned shopper-hours × orders per shopper-hour', async () => {
    const mine = await w.call(w.shopper, 'POST', '/api/staff/shifts', {
      start: tomorrow('08:00'),
      end: tomorrow('10:00'),
      shopId: w.shop.id,
    });
    expect(mine.status).toBe(201);
    const planned = await w.call(w.admin, 'POST', '/api/admin/shifts', {
      userId: w.otherShopper.id,
      start: tomorrow('08:30'),
      end: tomorrow('09:00'),
      shopId: w.shop.id,
    });
    expect(planned.body.data.shift).toMatchObject({
      userId: w.otherShopper.id,
      planned: true,
      role: 'shopper',
    });
    const slots = (await slotsOf('2026-11-30')).body.data.slots;
    expect(slots.find((s) => s.start === tomorrow('08:00'))).toMatchObject({
      capacity: 6,
      booked: 0,
      available: 6,
    });
    expect(slots.find((s) => s.start === tomorrow('09:00'))).toMatchObject({ capacity: 4, available: 4 });
    expect(slots.find((s) => s.start === tomorrow('10:00'))).toMatchObject({ capacity: 0 });
    expect((await slotsOf()).body.data.nextFree).toMatchObject({
      start: tomorrow('08:00'),
      end: tomorrow('09:00'),
    });

    const bad = [
      { start: tomorrow('11:00'), end: tomorrow('10:00') },
      { start: tomorrow('08:00'), end: tomorrow('21:00') },
    ];
    for (const body of bad)
      expect((await w.call(w.shopper, 'POST', '/api/staff/shifts', body)).status).toBe(422);
    const customer = await w.call(w.admin, 'POST', '/api/admin/shifts', {
      ...bad[0],
      userId: w.customer.id,
      end: tomorrow('12:00'),
    });
    expect(customer.status).toBe(404);
  });

  it('books exactly the capacity when fifty customers try at once; a full slot says why and what is next', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(tomorrow('08:00'))));
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    // Bookings of one slot queue on its row lock; on a loaded machine the last in the queue can pass the
    // 3 s statement bound and be told to try again (503). Never more than the capacity is booked.
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(placed).toHaveLength(6);
    expect(refused.length + busy.length).toBe(44);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe('Full: 6 of 6 orders. The next free slot is 9:00 AM–10:00 AM.');
    const order = placed[0]!.json().data.order;
    expect(order.slot).toEqual({ start: tomorrow('08:00'), end: tomorrow('09:00') });
    expect(order.estimatedDeliveryTime).toBe(tomorrow('09:00'));
    const slots = (await slotsOf('2026-11-30')).body.data;
    expect(slots.slots.find((s) => s.start === tomorrow('08:00'))).toMatchObject({ booked: 6, available: 0 });
    expect(slots.nextFree).toMatchObject({ start: tomorrow('09:00') });

    // A cancelled order frees its place.
    const cancelled = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'Plans changed',
    });
    expect(cancelled.status).toBe(200);
    expect((await book(tomorrow('08:00'))).statusCode).toBe(201);
    expect((await book(tomorrow('08:00'))).statusCode).toBe(409);
  });

  it('refuses a slot that is not offered, and changes nothing', async () => {
    const before = (await slotsOf('2026-11-30')).body.data.slots;
    for (const start of [
      tomorrow('08:30'),
      tomorrow('22:00'),
      '2026-12-01T03:30:00.000Z',
      '2026-11-29T02:30:00.000Z',
      'soon',
    ])
      expect((await book(start)).statusCode).toBe(422);
    expect((await slotsOf('2026-11-30')).body.data.slots).toEqual(before);
  });

  it('offers a booked order to the shoppers on duty when its picking must start, not before', async () => {
    await w.shift(w.shopper, { action: 'start', shopId: w.shop.id });
    await w.settle();
    expect(await w.offersOf(w.shopper)).toEqual([]);
    // The shop picks in 12 minutes: 07:48 tomorrow for the 08:00 slot.
    // Nor does anyone's waiting list show them before then (the shopper off duty reads it too).
    const waiting = async () =>
      (
        (await w.call(w.otherShopper, 'GET', '/api/shopper/orders/available')).body.data.orders as {
          slot: { start: string } | null;
        }[]
      ).filter((o) => o.slot?.start === tomorrow('08:00'));
    expect(await waiting()).toEqual([]);
    w.t.setNow(new Date(Date.parse(tomorrow('07:47'))));
    await w.settle();
    expect(await w.offersOf(w.shopper)).toEqual([]);
    expect(await waiting()).toEqual([]);
    w.t.setNow(new Date(Date.parse(tomorrow('07:48'))));
    await w.settle();
    const offers = await w.offersOf(w.shopper);
    expect(offers).toHaveLength(6);
    // The offered shopper takes one: its promise to the customer stays the slot's end.
    const taken = await w.call(w.shopper, 'POST', `/api/staff/offers/${offers[0]!.orderId}/accept`);
    expect(taken.body.data.order).toMatchObject({
      status: 'accepted_by_shopper',
      estimatedDeliveryTime: tomorrow('09:00'),
      slot: { start: tomorrow('08:00'), end: tomorrow('09:00') },
    });
    w.t.setNow(T0);
  });
});
