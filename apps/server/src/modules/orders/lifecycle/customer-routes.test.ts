import type { Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProduct } from '../../../test/catalogue-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { reportsHideAfter } from '../../../test/merchant-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld({
    shop: { hasTax: true, taxRate: 5, deliveryFee: 40, inquiryAvailableTime: 10 },
  });
  // Several revisions find the milk missing: those reports must not hide it from the next orders.
  await reportsHideAfter(w, 20);
});
afterAll(async () => {
  await w?.close();
});

const stockOf = async () =>
  Promise.all(w.products.map(async (p) => (await readProduct(w.t, p.id)).stockQuantity));

describe('PUT /orders/:id/cancel', () => {
  it('cancels my order with my reason and gives the reserved stock back exactly once', async () => {
    const before = await stockOf();
    const order = await w.place({ quantities: [2, 3, 1] });
    expect(await stockOf()).toEqual([before[0]! - 2, before[1]! - 3, before[2]! - 1]);

    const r = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Order cancelled successfully.');
    expect(r.body.data.order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancellationReason: 'Ordered by mistake',
    });
    expect(r.body.data.order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Ordered by mistake',
      updatedBy: { role: 'customer', name: 'Asha Customer' },
    });
    expect(await stockOf()).toEqual(before);

    // A retry answers the same and releases nothing again; an admin cancel after it is refused.
    const retry = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(retry.status).toBe(200);
    expect(await stockOf()).toEqual(before);
    const admin = await w.call(w.admin, 'PUT', `/api/admin/orders/${order._id}/cancel`, { reason: 'x' });
    expect(admin.status).toBe(409);
    expect(admin.body.message).toBe('Cannot cancel an order whose status is cancelled');
    expect(await stockOf()).toEqual(before);
  });

  it("answers 404 for another customer's order and changes nothing", async () => {
    const order = await w.place();
    const r = await w.call(w.otherCustomer, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'mine now' });
    expect(r.status).toBe(404);
    expect((await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.status).toBe(
      'pending_shopper',
    );
  });

  it('is allowed until the bill is approved, then refused with the status named', async () => {
    const billed = await w.place();
    await walkTo(w, billed._id, 'bill_uploaded');
    expect((await w.call(w.customer, 'PUT', `/api/orders/${billed._id}/cancel`, {})).status).toBe(200);

    const approved = await w.place();
    await walkTo(w, approved._id, 'bill_approved');
    const r = await w.call(w.customer, 'PUT', `/api/orders/${approved._id}/cancel`, { reason: 'too late' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Cannot cancel an order whose status is bill_approved');
  });

  it('is for customers only (403 for staff on the customer path, 401 without a token)', async () => {
    const order = await w.place();
    expect((await w.call(w.shopper, 'PUT', `/api/orders/${order._id}/cancel`, {})).status).toBe(403);
    expect((await w.call(null, 'PUT', `/api/orders/${order._id}/cancel`, {})).status).toBe(401);
    expect((await w.call(w.customer, 'PUT', '/api/orders/123/cancel', {})).status).toBe(404);
  });
});

describe('revision approval', () => {
  async function revised(): Promise<Order> {
    const order = await w.place({ quantities: [2, 3, 1] });
    await walkTo(w, order._id, 'shopping_in_progress');
    const [dal, milk] = w.products;
    const r = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/revise`, {
      items: [
        { productId: milk!.id, isAvailable: false, revisedQuantity: 0, revisedPrice: 30 },
        { productId: dal!.id, isAvailable: true, revisedQuantity: 4, revisedPrice: 110 },
      ],
    });
    expect(r.status).toBe(200);
    return r.body.data.order;
  }

  it('makes the revised items the order’s items and recomputes the value with the order’s tax', async () => {
    const stockBefore = await stockOf();
    const order = await revised();
    // Dal 4 × 110 + bread 45 = 485; tax 5 % of 485 = 24.25; delivery 40.
    expect(order.revisedOrderValue).toEqual({ subtotal: 485, deliveryFee: 40, taxes: 24.25, total: 549.25 });

    const r = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Revised order approved! Your shopper will proceed with final shopping.');
    const approved = r.body.data.order as Order;
    expect(approved.status).toBe('customer_approved_revision');
    expect(approved.items.map((i) => [i.name, i.quantity, i.price])).toEqual([
      ['Toor Dal', 4, 110],
      ['Bread', 1, 45],
    ]);
    expect(approved.orderValue).toEqual({ subtotal: 485, deliveryFee: 40, taxes: 24.25, total: 549.25 });
    expect(approved.total).toBe(549.25);
    expect(approved.revisedOrderValue).toBeNull();
    // Stock follows the new quantities: dal 4 (was 2), milk none (was 3), bread 1.
    expect(await stockOf()).toEqual([stockBefore[0]! - 4, stockBefore[1]!, stockBefore[2]! - 1]);

    // The shopper continues with final shopping.
    const next = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/status`, {
      status: 'final_shopping',
    });
    expect(next.status).toBe(200);

    // Cancelling later releases what the order now holds, once.
    await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {});
    expect(await stockOf()).toEqual(stockBefore);
  });

  it('is refused when there is no revision to approve, and for another customer', async () => {
    const order = await w.place();
    const r = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Cannot approve the revision of an order whose status is pending_shopper');
    const other = await revised();
    expect((await w.call(w.otherCustomer, 'POST', `/api/orders/${other._id}/approve-revision`)).status).toBe(
      404,
    );
    expect((await w.call(w.shopper, 'POST', `/api/orders/${other._id}/approve-revision`)).status).toBe(403);
  });
});

describe('PUT /orders/:id/approve-bill', () => {
  it('approves an uploaded bill once', async () => {
    const order = await w.place();
    const early = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(early.status).toBe(409);
    await walkTo(w, order._id, 'bill_uploaded');
    expect((await w.call(w.otherCustomer, 'PUT', `/api/orders/${order._id}/approve-bill`)).status).toBe(404);
    const r = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Bill approved successfully!');
    expect(r.body.data.order.status).toBe('bill_approved');
  });
});

describe('POST /orders/:id/inquiry', () => {
  it('waits for the shop’s inquiry time, needs a shopper, records inquiries and returns the last 3', async () => {
    const placedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    w.t.setNow(placedAt);
    try {
      const order = await w.place();
      const at = (minutes: number) => w.t.setNow(new Date(placedAt.getTime() + minutes * 60_000));

      at(3);
      const early = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, { method: 'call' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'You can contact your shopper in 7 minutes. Please wait a little longer.',
      );

      at(10);
      const noShopper = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, {
        method: 'call',
      });
      expect(noShopper.status).toBe(409);
      expect(noShopper.body.message).toBe(
        'No shopper has accepted this order yet. You can contact them once one is assigned.',
      );

      await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
      const methods = ['call', 'whatsapp', 'call', 'whatsapp'] as const;
      let last: Awaited<ReturnType<LifecycleWorld['call']>> | undefined;
      for (const [i, method] of methods.entries()) {
        at(11 + i);
        last = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, { method });
        expect(last.status).toBe(200);
      }
      expect(last!.body.data.shopper).toEqual({ name: 'Ravi Shopper', phone: '9898989898' });
      expect(
        last!.body.data.inquiries.map((i: { method: string; createdAt: string }) => [i.method, i.createdAt]),
      ).toEqual([
        ['whatsapp', new Date(placedAt.getTime() + 14 * 60_000).toISOString()],
        ['call', new Date(placedAt.getTime() + 13 * 60_000).toISOString()],
        ['whatsapp', new Date(placedAt.getTime() + 12 * 60_000).toISOString()],
      ]);

      const other = await w.call(w.otherCustomer, 'POST', `/api/orders/${order._id}/inquiry`, {
        method: 'call',
      });
      expect(other.status).toBe(404);
      const bad = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, { method: 'email' });
      expect(bad.status).toBe(422);

      await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {});
      const cancelled = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, {
        method: 'call',
      });
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe('Inquiries are not available for cancelled orders');
    } finally {
      w.t.setNow(null);
    }
  });
});
