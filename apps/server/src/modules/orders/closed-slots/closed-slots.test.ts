import { randomUUID } from 'node:crypto';
import { customerPushMessage, type Order, WEEKDAYS } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../events/event-bus.js';
import { readProduct } from '../../../test/catalogue-fixtures.js';
import { createDispatchWorld, type DispatchWorld, T0 } from '../../../test/dispatch-fixtures.js';
import { PLACED_ADDRESS } from '../../../test/lifecycle-fixtures.js';
import { createOwner } from '../../../test/merchant-fixtures.js';
import type { TestUser } from '../../../test/users.js';

/** Open 07:00–22:00 every day; the clock stands at 08:00 in India on Sunday 29 Nov 2026 (T0). */
const HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { open: '07:00', close: '22:00', closed: false }]),
);
const tomorrow = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+05:30`).toISOString();

/**
 * Issue 46: a booked slot the shop is closed in ("Close now" past it, a holiday) moves to the next
 * later slot with room within a day, or the order is cancelled with the reason; the customer reads it
 * on the timeline and is told. Through HTTP on real SQL, with the app's clock set, never waited for.
 */
describe('booked slots the shop is closed in', () => {
  let w: DispatchWorld;
  let owner: TestUser;
  const changes: DomainEvents['order.changed'][] = [];
  const book = async (start: string) => {
    const placed = await w.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...w.customer.headers, 'idempotency-key': randomUUID() },
      payload: {
        shopId: w.shop.id,
        items: [{ productId: w.products[0]!.id, quantity: 1 }],
        deliveryAddress: PLACED_ADDRESS,
        paymentMethod: 'cash',
        slot: { start },
      },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json().data.order as Order;
  };
  const read = async (id: string, language = 'en') => {
    const answer = await w.t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: { ...w.customer.headers, 'accept-language': language },
    });
    return answer.json().data.order as Order;
  };
  const closedNote = (order: Order) => order.timeline.at(-1)!;

  beforeAll(async () => {
    w = await createDispatchWorld({}, { operatingHours: HOURS });
    owner = await createOwner(w, [w.shop.id]);
    w.t.app.ctx.events.on('order.changed', (change) => changes.push(change));
    // One shopper planned 08:00–12:00 tomorrow: four orders an hour.
    const planned = await w.call(w.shopper, 'POST', '/api/staff/shifts', {
      start: tomorrow('08:00'),
      end: tomorrow('12:00'),
      shopId: w.shop.id,
    });
    expect(planned.status).toBe(201);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('"Close now" until 10 AM tomorrow moves the 9 AM order to 10 AM; the 10 AM order stays', async () => {
    const nine = await book(tomorrow('09:00'));
    const ten = await book(tomorrow('10:00'));
    const closed = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, {
      open: false,
      reason: 'Family wedding',
      reopensAt: tomorrow('10:00'),
    });
    expect(closed.status).toBe(200);
    await w.settle();

    const moved = await read(nine._id);
    expect(moved.status).toBe('pending_shopper');
    expect(moved.slot).toEqual({ start: tomorrow('10:00'), end: tomorrow('11:00') });
    expect(moved.estimatedDeliveryTime).toBe(tomorrow('11:00'));
    expect(closedNote(moved)).toMatchObject({
      note: 'The shop is closed in your slot 30/11 9:00 AM–10:00 AM; your delivery moved to 30/11 10:00 AM–11:00 AM',
      updatedBy: { role: 'system', name: 'Jhola' },
    });
    // Read in Hindi, the times too are said the Hindi way.
    expect(closedNote(await read(nine._id, 'hi')).note).toBe(
      'आपके स्लॉट 30/11 सुबह 9:00–सुबह 10:00 में दुकान बंद है; आपकी डिलीवरी 30/11 सुबह 10:00–सुबह 11:00 पर कर दी गई है',
    );
    expect((await read(ten._id)).slot?.start).toBe(tomorrow('10:00'));

    // The customer is told: live (the change with its action) and by a push in their words.
    const told = changes.find((c) => c.order._id === nine._id && c.action === 'slot_moved')!;
    expect(told.order.slot?.start).toBe(tomorrow('10:00'));
    expect(customerPushMessage(told)).toMatchObject({
      title: 'Delivery slot moved',
      body: `The shop is closed in your slot. Order ${nine.orderNumber} now comes 30/11 10:00 AM–11:00 AM.`,
    });

    // Running again changes nothing; the slot list counts both orders in 10 AM.
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: true });
    await w.settle();
    expect((await read(nine._id)).timeline).toHaveLength(moved.timeline.length);
    const slots = (await w.call(null, 'GET', `/api/shops/${w.shop.id}/slots?date=2026-11-30`)).body.data
      .slots as { start: string; booked: number }[];
    expect(slots.find((s) => s.start === tomorrow('10:00'))?.booked).toBe(2);
  });

  it('a holiday with no open slot within a day cancels with the reason, gives the stock back and says so', async () => {
    const stockBefore = (await readProduct(w.t, w.products[0]!.id)).stockQuantity;
    const holiday = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: HOURS,
      holidays: ['2026-11-30'],
    });
    expect(holiday.status).toBe(200);
    await w.settle();

    const booked = changes.filter((c) => c.action === 'created').map((c) => c.order._id);
    for (const id of booked) {
      const order = await read(id);
      expect(order.status).toBe('cancelled');
      expect(order.cancellationReason).toBe(
        'The shop is closed in your slot 30/11 10:00 AM–11:00 AM and no slot within a day has room',
      );
      expect(closedNote(order).updatedBy).toEqual({ role: 'system', name: 'Jhola' });
      expect(closedNote(await read(id, 'hi')).note).toContain('किसी स्लॉट में जगह नहीं है');
    }
    expect((await readProduct(w.t, w.products[0]!.id)).stockQuantity).toBe(stockBefore + booked.length);
    const cancelled = changes.find((c) => c.action === 'cancel')!;
    expect(customerPushMessage(cancelled)).toMatchObject({
      title: 'Order cancelled',
      body: expect.stringContaining('no slot within a day has room'),
    });
    // A holiday is refused at booking too: the slot list of that day is empty.
    const slots = await w.call(null, 'GET', `/api/shops/${w.shop.id}/slots?date=2026-11-30`);
    expect(slots.body.data.slots).toEqual([]);
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: HOURS,
      holidays: [],
    });
  });

  it('a "Close now" with no time touches only the slots within the hour; later ones wait for the owner', async () => {
    w.t.setNow(new Date(Date.parse(tomorrow('07:30'))));
    const ten = await book(tomorrow('10:00'));
    const eight = await book(tomorrow('08:00'));
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: false });
    await w.settle();
    // 8 AM starts within the hour and nothing later is open: cancelled. 10 AM is left for now.
    expect((await read(eight._id)).status).toBe('cancelled');
    expect((await read(ten._id)).slot?.start).toBe(tomorrow('10:00'));
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: true });
    await w.settle();
    expect((await read(ten._id)).status).toBe('pending_shopper');
    w.t.setNow(T0);
  });

  it("an admin's change of the hours moves a booked order at once, not at the next sweep", async () => {
    w.t.setNow(T0);
    const nine = await book(tomorrow('09:00'));
    const editHours = (operatingHours: typeof HOURS) =>
      w.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/shops/${w.shop.id}`,
        headers: w.admin.headers,
        payload: { operatingHours },
      });
    const later = await editHours({ ...HOURS, monday: { open: '11:00', close: '22:00', closed: false } });
    expect(later.statusCode).toBe(200);
    // Same clock: the sweep is not due; the edit's own job is.
    await w.settle();
    expect((await read(nine._id)).slot?.start).toBe(tomorrow('11:00'));
    expect((await editHours(HOURS)).statusCode).toBe(200);
    await w.settle();
  });
});
