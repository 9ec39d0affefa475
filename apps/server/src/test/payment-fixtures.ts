import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import { signWebhook } from '../modules/orders/payments/gateway/webhook-signature.js';
import {
  type ApiBody,
  createLifecycleWorld,
  type LifecycleWorld,
  PLACED_ADDRESS,
} from './lifecycle-fixtures.js';
import type { TestUser } from './users.js';

/** The webhook secret the payment tests run with: the embedded gateway signs with it, and so can a test. */
export const TEST_WEBHOOK_SECRET = 'whsec-test-0123456789';

/** The lifecycle world with a ₹40 delivery fee and the test's webhook secret (and any other setting). */
export const createPaymentWorld = (env: Record<string, string> = {}) =>
  createLifecycleWorld({
    env: { RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, ...env },
    shop: { deliveryFee: 40 },
  });

/**
 * The embedded gateway unable to answer (its table out of the way) or back: its API then answers 5xx, as a
 * gateway having a bad minute does.
 */
export const gatewayDown = (w: LifecycleWorld, down: boolean) =>
  w.t.database.db.execute(
    down
      ? sql`alter table test_gateway_entities rename to test_gateway_entities_away`
      : sql`alter table test_gateway_entities_away rename to test_gateway_entities`,
  );

/** POST /api/orders paying online: the hold's checkout (202), or the refusal. */
export async function startOnline(
  w: LifecycleWorld,
  options: { quantities?: number[]; key?: string; customer?: TestUser; useCredit?: boolean } = {},
) {
  const quantities = options.quantities ?? [2, 3, 1];
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(options.customer ?? w.customer).headers, 'idempotency-key': options.key ?? randomUUID() },
    payload: {
      shopId: w.shop.id,
      items: w.products
        .map((p, i) => ({ productId: p.id, quantity: quantities[i] ?? 1 }))
        .filter((l) => l.quantity > 0),
      deliveryAddress: PLACED_ADDRESS,
      paymentMethod: 'online',
      ...(options.useCredit ? { useCredit: true } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() as ApiBody, headers: response.headers };
}

/** The test checkout page's button ("pay" or "fail"), with the webhook options of a test in its address. */
export async function pressButton(
  w: LifecycleWorld,
  checkoutUrl: string,
  outcome: 'pay' | 'fail',
  options: Record<string, string> = {},
) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method: 'upi', ...options }).toString(),
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/** Follows the gateway's return address as the browser would; answers where the customer lands. */
export async function followReturn(w: LifecycleWorld, location: string): Promise<string> {
  const response = await w.t.app.inject({ method: 'GET', url: location });
  return String(response.headers.location ?? '');
}

/** Runs the due jobs (webhooks, settling, refunds) until none is left. */
export async function runJobs(w: LifecycleWorld): Promise<void> {
  for (let round = 0; round < 10; round += 1) if ((await w.t.app.jobs.runDue()) === 0) return;
}

/** Posts a webhook signed (or not) by the test. */
export async function postWebhook(
  w: LifecycleWorld,
  body: object | string,
  options: { eventId?: string; secret?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const secret = options.secret === undefined ? TEST_WEBHOOK_SECRET : options.secret;
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID()}`,
      ...(secret ? { 'x-razorpay-signature': signWebhook(raw, secret) } : {}),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as ApiBody };
}

export const paymentEvent = (
  event: string,
  payment: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  entity: 'event',
  event,
  contains: ['payment'],
  payload: { payment: { entity: payment }, ...extra },
  created_at: 0,
});

export async function orderOf(w: LifecycleWorld, orderId: string, customer?: TestUser): Promise<Order> {
  const r = await w.call(customer ?? w.customer, 'GET', `/api/orders/${orderId}`);
  return r.body.data.order as Order;
}

export async function paymentsOf(w: LifecycleWorld, orderId: string, customer?: TestUser) {
  const r = await w.call(customer ?? w.customer, 'GET', `/api/orders/${orderId}/payments`);
  return r.body.data.payments as { kind: string; amount: number; status: string; reason: string | null }[];
}

/** Pays online on the test page and comes back: the order placed. */
export async function payOnline(
  w: LifecycleWorld,
  quantities?: number[],
  options: { customer?: TestUser; useCredit?: boolean } = {},
): Promise<Order> {
  const started = await startOnline(w, { ...(quantities ? { quantities } : {}), ...options });
  const paid = await pressButton(w, started.body.data.payment.checkoutUrl, 'pay');
  const landing = await followReturn(w, paid.location);
  const orderId = /\/orders\/([0-9a-f-]+)/.exec(landing)?.[1];
  if (!orderId) throw new Error(`paying did not place an order: ${landing}`);
  await runJobs(w);
  return orderOf(w, orderId, options.customer);
}
