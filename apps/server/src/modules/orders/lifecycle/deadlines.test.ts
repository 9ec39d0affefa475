import { billNeedsCustomer, DEADLINE_NOTES, type Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { readProduct } from '../../../test/catalogue-fixtures.js';
import {
  billedOrder,
  entriesOf,
  orderOn,
  pastTheDeadline,
  revisedOrder,
} from '../../../test/deadline-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';
import { connectSocket, listen, nextEvent } from '../../../test/realtime.js';
import { JobRepository } from '../../jobs/repository.js';
import { DEADLINE_JOBS } from './answer-deadline.js';

/**
 * PRODUCT.md §13 through HTTP on real SQL: the shop's response time is 3 seconds
 * (REVISION_RESPONSE_MINUTES=0.05), and the test moves the app's clock past the deadline and lets the
 * job runner look, as its poll would, instead of waiting. The runners' own polls are a minute apart.
 */
const MINUTES = 0.05;
const FAST = { REVISION_RESPONSE_MINUTES: String(MINUTES), JOBS_POLL_MS: '60000' };

const systemEntry = { role: 'system', name: 'Jhola' };

describe('a revision nobody answers', () => {
  let w: LifecycleWorld;
  beforeAll(async () => {
    w = await createLifecycleWorld({ env: FAST });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('is approved for the customer when the time runs out, and both sides hear it live', async () => {
    const url = await listen(w.t.app);
    const [customerSocket, shopperSocket] = await Promise.all([
      connectSocket(url, w.customer.token),
      connectSocket(url, w.shopper.token),
    ]);
    try {
      const revised = await revisedOrder(w, 'approve');
      expect(revised).toMatchObject({ ifNoAnswer: 'approve', responseMinutes: MINUTES });
      expect(Date.parse(revised.answerDeadline!)).toBeGreaterThan(Date.parse(revised.updatedAt));
      const approved = (status: string) => status === 'customer_approved_revision';
      const customerHears = nextEvent(
        customerSocket,
        'orderStatusUpdate',
        (e) => e.orderId === revised._id && approved(e.status),
      );
      const shopperHears = nextEvent(
        shopperSocket,
        'staffOrderUpdate',
        (e) => e.order._id === revised._id && approved(e.order.status),
      );

      const after = await pastTheDeadline(w, revised);
      expect(after.status).toBe('customer_approved_revision');
      expect(after.answerDeadline).toBeNull();
      expect(after.items.find((i) => i.productId === w.products[0]!.id)?.quantity).toBe(1);
      expect(entriesOf(after, 'customer_approved_revision')).toEqual([
        expect.objectContaining({ note: DEADLINE_NOTES.revisionApproved(MINUTES), updatedBy: systemEntry }),
      ]);
      await Promise.all([customerHears, shopperHears]);
    } finally {
      customerSocket.close();
      shopperSocket.close();
    }
  });

  it('is cancelled when the customer chose so, and the stock comes back', async () => {
    const before = await Promise.all(
      w.products.map(async (p) => (await readProduct(w.t, p.id)).stockQuantity),
    );
    const revised = await revisedOrder(w, 'cancel');
    expect(revised.ifNoAnswer).toBe('cancel');
    const after = await pastTheDeadline(w, revised);
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancellationReason: DEADLINE_NOTES.revisionCancelled(MINUTES),
      answerDeadline: null,
    });
    expect(entriesOf(after, 'cancelled')).toEqual([
      expect.objectContaining({ note: DEADLINE_NOTES.revisionCancelled(MINUTES), updatedBy: systemEntry }),
    ]);
    const now = await Promise.all(w.products.map(async (p) => (await readProduct(w.t, p.id)).stockQuantity));
    expect(now).toEqual(before);
  });

  it('still fires after a restart before the deadline (the job is a row)', async () => {
    const revised = await revisedOrder(w, 'approve');
    await w.t.app.close();
    const restarted = await buildApp({
      config: w.t.config,
      database: w.t.database,
      logger: false,
      now: w.t.now,
    });
    await restarted.ready();
    try {
      const after = await pastTheDeadline(w, revised, [restarted]);
      expect(after.status).toBe('customer_approved_revision');
      expect(entriesOf(after, 'customer_approved_revision')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('the deadline with two server processes on one database', () => {
  let w: LifecycleWorld;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    w = await createLifecycleWorld({ env: FAST });
    second = await buildApp({ config: w.t.config, database: w.t.database, logger: false, now: w.t.now });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await w?.close();
  });

  it('fires exactly once', async () => {
    const approvals: string[] = [];
    const listen = (app: typeof second, name: string) =>
      app.ctx.events.on('order.changed', (c) => {
        if (c.action === 'approve_revision') approvals.push(name);
      });
    const stops = [listen(w.t.app, 'first'), listen(second, 'second')];
    const revised = await revisedOrder(w, 'approve');
    // Both processes look at once, past the deadline: one claims the job.
    const after = await pastTheDeadline(w, revised, [second, w.t.app]);
    expect(after.status).toBe('customer_approved_revision');
    // Both look again: the job is done, nothing runs twice.
    await Promise.all([w.t.app.jobs.runDue(), second.jobs.runDue(), w.t.app.jobs.runDue()]);
    for (const stop of stops) stop();

    expect(approvals).toHaveLength(1);
    const final = await orderOn(second, w, revised._id);
    expect(entriesOf(final, 'customer_approved_revision')).toHaveLength(1);
    expect(final.timeline.at(-1)?.status).toBe(after.status);
    const job = await new JobRepository(w.t.app.ctx.db).find(DEADLINE_JOBS.revision, revised._id);
    expect(job).toMatchObject({ attempts: 1, lastError: null });
    expect(job?.doneAt).toBeInstanceOf(Date);
  });
});

describe('a bill and the approved items (the shop bill, issue 28)', () => {
  let w: LifecycleWorld;
  beforeAll(async () => {
    w = await createLifecycleWorld({ env: FAST });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("is approved automatically when it equals the items' subtotal to the paisa", async () => {
    const billed = await billedOrder(w, (order) => order.orderValue.subtotal.toFixed(2));
    expect(billed.answerDeadline).not.toBeNull();
    expect(billNeedsCustomer(billed)).toBe(false);
    const after = await pastTheDeadline(w, billed);
    expect(after.status).toBe('bill_approved');
    expect(after.answerDeadline).toBeNull();
    expect(entriesOf(after, 'bill_approved')).toEqual([
      expect.objectContaining({ note: DEADLINE_NOTES.billApproved(MINUTES), updatedBy: systemEntry }),
    ]);
  });

  it('waits for the customer when it differs, and the admin board flags it', async () => {
    const billed = await billedOrder(w, (order) => (order.orderValue.subtotal + 0.01).toFixed(2));
    expect(billed.answerDeadline).toBeNull();
    expect(await new JobRepository(w.t.app.ctx.db).find(DEADLINE_JOBS.bill, billed._id)).toBeNull();

    // Long past the response time, and the runner has looked: still the customer's to answer.
    w.t.setNow(new Date(Date.now() + 10 * 60_000));
    try {
      await w.t.app.jobs.runDue();
    } finally {
      w.t.setNow(null);
    }
    const board = await w.call(w.admin, 'GET', '/api/admin/orders?active=true');
    const onBoard = (board.body.data.orders as Order[]).find((o) => o._id === billed._id)!;
    expect(onBoard.status).toBe('bill_uploaded');
    expect(billNeedsCustomer(onBoard)).toBe(true);

    const approved = await w.call(w.customer, 'PUT', `/api/orders/${billed._id}/approve-bill`);
    expect(approved.status).toBe(200);
    expect(entriesOf(approved.body.data.order, 'bill_approved')[0]?.updatedBy?.role).toBe('customer');
  });
});
