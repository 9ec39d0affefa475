import { randomUUID } from 'node:crypto';
import type { IfNoAnswer, Order } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import { type LifecycleWorld, PLACED_ADDRESS, tinyPng, uploadBill, walkTo } from './lifecycle-fixtures.js';

/** Test helpers of the deadline tests (PRODUCT.md §13): orders placed with a choice, walked to a wait. */

export async function placeWith(w: LifecycleWorld, ifNoAnswer: IfNoAnswer): Promise<Order> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...w.customer.headers, 'idempotency-key': randomUUID() },
    payload: {
      shopId: w.shop.id,
      items: w.products.map((p, i) => ({ productId: p.id, quantity: [2, 3, 1][i] })),
      deliveryAddress: PLACED_ADDRESS,
      paymentMethod: 'cash',
      ifNoAnswer,
    },
  });
  if (response.statusCode !== 201) throw new Error(`placing failed: ${response.body}`);
  return (response.json() as { data: { order: Order } }).data.order;
}

/** Places an order and has the shopper revise it (Toor Dal 2 → 1): the customer's wait begins. */
export async function revisedOrder(w: LifecycleWorld, ifNoAnswer: IfNoAnswer): Promise<Order> {
  const placed = await placeWith(w, ifNoAnswer);
  await walkTo(w, placed._id, 'shopping_in_progress');
  const revised = await w.call(w.shopper, 'POST', `/api/shopper/orders/${placed._id}/revise`, {
    items: [{ productId: w.products[0]!.id, isAvailable: true, revisedQuantity: 1, revisedPrice: 120 }],
  });
  if (revised.status !== 200) throw new Error(`revising failed: ${revised.status} ${revised.body.message}`);
  return revised.body.data.order as Order;
}

/** Places an order, walks it to the shopper's last step and uploads a bill of `amount`. */
export async function billedOrder(w: LifecycleWorld, amount: (order: Order) => string): Promise<Order> {
  const placed = await placeWith(w, 'approve');
  await walkTo(w, placed._id, 'final_shopping');
  const upload = await uploadBill(w, w.shopper, placed._id, tinyPng(), amount(placed));
  if (upload.status !== 200) throw new Error(`bill upload failed: ${upload.status} ${upload.body.message}`);
  return upload.body.data.order as Order;
}

export async function orderOn(app: FastifyInstance, w: LifecycleWorld, id: string): Promise<Order> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: w.customer.headers });
  return (response.json() as { data: { order: Order } }).data.order;
}

/**
 * Moves the clock past the order's answer deadline and lets each app's job runner look once, as its
 * poll would (no real waiting); then reads the order as the customer's app would see it.
 */
export async function pastTheDeadline(
  w: LifecycleWorld,
  order: Order,
  runners: FastifyInstance[] = [w.t.app],
): Promise<Order> {
  if (!order.answerDeadline) throw new Error(`order ${order._id} has no answer deadline`);
  w.t.setNow(new Date(Date.parse(order.answerDeadline) + 1_000));
  try {
    await Promise.all(runners.map((app) => app.jobs.runDue()));
  } finally {
    w.t.setNow(null);
  }
  return orderOn(runners[0]!, w, order._id);
}

/** The timeline entries of one status, in order. */
export const entriesOf = (order: Order, status: string) => order.timeline.filter((e) => e.status === status);
