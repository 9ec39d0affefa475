// The faults bench's evening (issue 48): customers browse, place an order (three in four paying online
// through the embedded gateway's checkout, the rest cash), keep the order's socket open until delivery and
// approve the bill; shoppers take the orders and move each through every stage to the door; admins watch
// the board. Unlike Artillery's scenario (bench/evening/), every client here retries what a fault cut off,
// with the same Idempotency-Key, as the apps do, and writes every request, its answer and every live event
// to the history (decision 0067), which the checker then holds against the database.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { UPLOAD_DEADLINE_MS } from '../../apps/server/dist/http/request-deadline.js';
import { watchBoard } from './admin-board.mjs';
import { deferred, historyClient, RETRY_FOR_MS, sleep, stage, withinOrFail } from './history-client.mjs';
import { progressLine } from './progress-line.mjs';

/** A page with no live change for this long reads its order (so the evening goes on; the checker judges). */
const QUIET_MS = 15_000;
/** When arrivals stop, how long the orders still open may take to finish before they count as stuck. */
const DRAIN_MS = 150_000;
const QUERIES = ['atta', 'chawal', 'doodh', 'biscuit', 'oil', 'sugar', 'chai', 'dal'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Runs the evening until `until()` says stop arriving, then lets every started order finish.
 * @param {{ people: any; target: string; rate: number; record: (r: object) => void;
 *   webhookDelayMs: () => number; until: () => boolean; log?: (line: string) => void }} options
 */
export async function runEvening({ people, target, rate, record, webhookDelayMs, until, log = () => {} }) {
  const counts = { customers: 0, delivered: 0, failed: 0, failures: {}, liveEvents: 0, boardEvents: 0 };
  const waiting = [];
  const idle = [];
  const handovers = new Map();
  const handover = (orderId) => {
    if (!handovers.has(orderId)) handovers.set(orderId, { approved: deferred(), otp: deferred() });
    return handovers.get(orderId);
  };
  let arrivals = 0;

  const { call, transition, ok, fail } = historyClient({ target, record });

  async function customer(n) {
    const person = people.customers[n % people.customers.length];
    const me = { token: person.token, ip: `10.9.${(n >> 8) & 255}.${n & 255}`, id: person.id };
    const get = (path) => call({ method: 'GET', path, token: me.token, ip: me.ip });
    await get('/api/shops?limit=20');
    const place = await get(`/api/places/lookup?q=${people.pin}`);
    const { lat = 18.96, lng = 72.81 } = place.json?.data?.place ?? {};
    await get(`/api/shops/${people.browseShopId}/products?limit=48`);
    await get(`/api/search?q=${pick(QUERIES)}&lat=${lat}&lng=${lng}`);
    await sleep(1000);
    const online = n % 4 !== 3;
    const key = randomUUID();
    const items = [...new Set(Array.from({ length: 3 }, () => pick(people.products)))].map((productId) => ({
      productId,
      quantity: 1 + Math.floor(Math.random() * 3),
    }));
    const body = {
      shopId: people.shopId,
      items,
      paymentMethod: online ? 'online' : 'cash',
      deliveryAddress: {
        street: '14 Ranade Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: people.pin,
        contactName: `Evening customer ${n}`,
        contactPhone: '+91 98765 01234',
      },
    };
    const placed = await call({
      method: 'POST',
      path: '/api/orders',
      token: me.token,
      ip: me.ip,
      key,
      body,
      customerId: me.id,
      // A cash order is placed by this answer; an online one by the gateway's confirmation (below).
      note: ({ json }) =>
        online
          ? { action: 'checkout' }
          : { action: 'place', ...(json?.data?.order?._id ? { orderId: json.data.order._id } : {}) },
    });
    if (!ok(placed)) fail(`placing: ${placed.status}`);
    let orderId = placed.json?.data?.order?._id;
    if (online) orderId = await payOnline(me, key, placed.json?.data?.payment);
    await followOrder(me, n, orderId);
  }

  /** The checkout page's Pay, the return to the app (unless webhooks are stalled), then the hold's order. */
  async function payOnline(me, key, payment) {
    if (!payment?.checkoutUrl) fail(`no checkout to pay: ${JSON.stringify(payment)}`);
    const stallMs = webhookDelayMs();
    const form = new URLSearchParams({
      method: 'upi',
      ...(stallMs ? { webhookDelayMs: String(stallMs) } : {}),
    });
    const paid = await call({
      method: 'POST',
      path: `${payment.checkoutUrl}/pay`,
      form: form.toString(),
      ip: me.ip,
    });
    // While webhooks stall, the customer has closed the tab: only the late webhook can place the order.
    if (paid.status === 303 && paid.location && !stallMs)
      await call({ method: 'GET', path: paid.location, ip: me.ip });
    const deadline = Date.now() + RETRY_FOR_MS;
    while (Date.now() < deadline) {
      const read = await call({
        method: 'GET',
        path: `/api/payments/${payment.id}`,
        token: me.token,
        ip: me.ip,
        customerId: me.id,
        key,
        note: ({ json }) =>
          json?.data?.payment?.orderId ? { action: 'place', orderId: json.data.payment.orderId } : {},
      });
      const orderId = read.json?.data?.payment?.orderId;
      if (orderId) return orderId;
      if (read.json?.data?.payment?.failure) fail(`payment failed: ${read.json.data.payment.failure}`);
      await sleep(1000);
    }
    fail('the payment never placed its order');
  }

  /** The order page: its socket (snapshot on every (re)connection), the bill's approval, the delivery. */
  async function followOrder(me, n, orderId) {
    const socketName = `customer-${n}`;
    const page = { status: 'pending_shopper', lastChange: Date.now() };
    const seen = (status) => {
      if (stage(status) > stage(page.status)) page.status = status;
      page.lastChange = Date.now();
    };
    const snapshot = async () => {
      const at = Date.now();
      const read = await call({ method: 'GET', path: `/api/orders/${orderId}`, token: me.token, ip: me.ip });
      if (!ok(read)) return;
      const order = read.json?.data?.order;
      if (!order) return;
      record({ type: 'snapshot', at, socket: socketName, orderId, status: order.status });
      seen(order.status);
      if (order.deliveryOTP) handover(orderId).otp.resolve(order.deliveryOTP);
    };
    const socket = io(target, {
      transports: ['websocket'],
      auth: { token: me.token },
      extraHeaders: { 'x-forwarded-for': me.ip },
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
    });
    let subscribed = false;
    socket.on('connect', () => {
      if (!subscribed) {
        subscribed = true;
        record({ type: 'subscribe', at: Date.now(), socket: socketName, orderId });
      }
      snapshot().catch((error) => countFailure('snapshot', error));
    });
    socket.on('orderStatusUpdate', (event) => {
      if (event.orderId !== orderId) return;
      counts.liveEvents += 1;
      record({ type: 'event', at: Date.now(), socket: socketName, orderId, status: event.status });
      seen(event.status);
      if (event.deliveryOTP) handover(orderId).otp.resolve(event.deliveryOTP);
    });
    const reached = async (status) => {
      const deadline = Date.now() + RETRY_FOR_MS * 2;
      while (stage(page.status) < stage(status)) {
        if (Date.now() > deadline) fail(`order ${orderId} never reached ${status} (at ${page.status})`);
        // A quiet page reads its order, as the app's refetch does, but not as a snapshot the checker counts.
        if (Date.now() - page.lastChange > QUIET_MS) {
          const read = await call({
            method: 'GET',
            path: `/api/orders/${orderId}`,
            token: me.token,
            ip: me.ip,
          });
          if (ok(read)) {
            const order = read.json?.data?.order;
            if (order) seen(order.status);
            if (order?.deliveryOTP) handover(orderId).otp.resolve(order.deliveryOTP);
          }
        }
        await sleep(200);
      }
    };
    try {
      if (waiting.length === 0 && idle.length > 0) idle.shift()(orderId);
      else waiting.push(orderId);
      await reached('bill_uploaded');
      await transition(me, orderId, 'PUT', `/api/orders/${orderId}/approve-bill`, 'bill_approved');
      handover(orderId).approved.resolve(true);
      await reached('delivered');
      // Changes still on their way (through Redis from another process) may come a little later.
      await sleep(3000);
    } finally {
      record({ type: 'unsubscribe', at: Date.now(), socket: socketName, orderId });
      socket.close();
      // A customer who gave up lets the shopper go too (null: nobody will approve or tell the code).
      handovers.get(orderId)?.approved.resolve(null);
      handovers.get(orderId)?.otp.resolve(null);
    }
  }

  async function shopper(i) {
    const person = people.shoppers[i];
    const me = { token: person.token, ip: `10.8.${(i >> 8) & 255}.${i & 255}` };
    for (;;) {
      const orderId = waiting.length > 0 ? waiting.shift() : await new Promise((r) => idle.push(r));
      if (orderId === null) return;
      try {
        await moveOrder(me, orderId);
      } catch (error) {
        countFailure('shopper', error);
      }
    }
  }

  async function moveOrder(me, orderId) {
    const base = `/api/shopper/orders/${orderId}`;
    await transition(me, orderId, 'POST', `${base}/accept`, 'accepted_by_shopper');
    for (const status of ['shopper_at_shop', 'shopping_in_progress', 'final_shopping']) {
      await transition(me, orderId, 'PUT', `${base}/status`, status, { body: { status } });
      await sleep(300);
    }
    const bill = new FormData();
    bill.set('amount', String(100 + Math.floor(Math.random() * 100)));
    bill.set('bill', new Blob([BILL_PNG], { type: 'image/png' }), 'bill.png');
    await transition(me, orderId, 'POST', `${base}/bill`, 'bill_uploaded', {
      form: bill,
      deadlineMs: UPLOAD_DEADLINE_MS,
    });
    const approved = await withinOrFail(
      handover(orderId).approved.promise,
      RETRY_FOR_MS * 2,
      'bill never approved',
    );
    if (approved === null) fail('the customer left before approving the bill');
    await transition(me, orderId, 'PUT', `${base}/status`, 'out_for_delivery', {
      body: { status: 'out_for_delivery' },
    });
    for (const [lat, lng] of [
      [19.0178, 72.8478],
      [19.0183, 72.8432],
    ]) {
      await call({ method: 'PUT', path: `${base}/location`, token: me.token, ip: me.ip, body: { lat, lng } });
      await sleep(300);
    }
    const otp = await withinOrFail(handover(orderId).otp.promise, RETRY_FOR_MS * 2, 'no delivery code');
    if (otp === null) fail('the customer left before the delivery code');
    await transition(me, orderId, 'POST', `${base}/deliver`, 'delivered', {
      body: { otp, payment: { method: 'cash' } },
    });
    counts.delivered += 1;
    handovers.delete(orderId);
  }

  function countFailure(who, error) {
    counts.failed += 1;
    const what = `${who}: ${String(error.message).replace(/[0-9a-f-]{36}/g, '<id>')}`;
    counts.failures[what] = (counts.failures[what] ?? 0) + 1;
  }

  const shoppers = Array.from({ length: Math.min(people.shoppers.length, Math.ceil(rate * 40)) }, (_, i) =>
    shopper(i),
  );
  const admins = Array.from({ length: 2 }, (_, i) =>
    watchBoard({ person: people.admins[i % people.admins.length], i, target, call, until, counts }),
  );
  const customers = [];
  let finished = 0;
  const started = Date.now();
  while (!until()) {
    const n = arrivals++;
    counts.customers += 1;
    const done = () => {
      finished += 1;
    };
    customers.push(
      customer(n)
        .catch((error) => countFailure('customer', error))
        .finally(done),
    );
    if (n % Math.max(1, Math.round(rate * 30)) === 0) log(progressLine(n, counts));
    // Open arrivals: the next customer comes on time however slow the answers are.
    await sleep(Math.max(0, started + (arrivals / rate) * 1000 - Date.now()));
  }
  // The orders still open finish, for at most DRAIN_MS: one stuck longer is counted, not waited for.
  await Promise.race([Promise.all(customers), sleep(DRAIN_MS)]);
  counts.stillOpen = customers.length - finished;
  for (const wake of idle.splice(0)) wake(null);
  await Promise.race([Promise.all([...shoppers, ...admins]), sleep(5_000)]);
  return counts;
}

/** The evening's bill photo (the server checks it is an image). */
const BILL_PNG = readFileSync(new URL('../evening/bill.png', import.meta.url));
