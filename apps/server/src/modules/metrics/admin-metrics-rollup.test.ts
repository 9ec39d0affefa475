import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/cli.js';
import { orderOn, pastTheDeadline, placeWith, revisedOrder } from '../../test/deadline-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
} from '../../test/lifecycle-fixtures.js';
import { referenceMetrics } from '../../test/metrics-reference.js';

/**
 * Decision 0044: the admin metrics read the figures each order wrote when it ended, rolled up per India day,
 * and the open orders live; they must answer exactly what the whole timeline answers.
 */
let w: LifecycleWorld;
// The job runner's own poll a minute apart: the test lets it look (deadline-fixtures).
beforeAll(async () => {
  w = await createLifecycleWorld({ env: { JOBS_POLL_MS: '60000' } });
});
afterAll(async () => w?.close());

/** Tomorrow in India, 06:00 there: no other order of this file is near it. */
let clock = Date.parse(
  `${new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10)}T00:30:00Z`,
);
const tick = (minutes: number) => {
  clock += Math.round(minutes * 60_000);
  w.t.setNow(new Date(clock));
};

type Step = 'accept' | 'atShop' | 'shopping' | 'final' | 'bill' | 'approve' | 'out' | 'deliver';
const base = (id: string) => `/api/shopper/orders/${id}`;
const status = (id: string, to: string) => w.call(w.shopper, 'PUT', `${base(id)}/status`, { status: to });
const STEPS: Record<Step, (id: string) => Promise<{ status: number; body: { message?: string } }>> = {
  accept: (id) => w.call(w.shopper, 'POST', `${base(id)}/accept`),
  atShop: (id) => status(id, 'shopper_at_shop'),
  shopping: (id) => status(id, 'shopping_in_progress'),
  final: (id) => status(id, 'final_shopping'),
  bill: (id) => uploadBill(w, w.shopper, id, tinyPng(), '245.50'),
  approve: (id) => w.call(w.customer, 'PUT', `/api/orders/${id}/approve-bill`),
  out: (id) => status(id, 'out_for_delivery'),
  deliver: async (id) => {
    const otp = (await orderOn(w.t.app, w, id)).deliveryOTP;
    return w.call(w.shopper, 'POST', `${base(id)}/deliver`, { otp });
  },
};
const ALL: Step[] = ['accept', 'atShop', 'shopping', 'final', 'bill', 'approve', 'out', 'deliver'];

/** Takes the steps, the clock moving by the given minutes before each. */
async function walk(id: string, steps: Step[], gaps: number[]) {
  for (const [i, step] of steps.entries()) {
    tick(gaps[i % gaps.length]!);
    const result = await STEPS[step](id);
    if (result.status !== 200) throw new Error(`${step}: ${result.status} ${result.body.message}`);
  }
}

/** The deadline answers for the customer; the clock then goes on from after it. */
async function letTheDeadlineAnswer(id: string) {
  const order = await orderOn(w.t.app, w, id);
  await pastTheDeadline(w, order);
  clock = Math.max(clock, Date.parse(order.answerDeadline!) + 2_000);
  w.t.setNow(new Date(clock));
}

const TABLES = {
  order_metrics: 'order_id',
  metrics_hours: 'day, hour',
  metrics_days: 'day',
  metrics_stage_buckets: 'day, stage, bucket',
  metrics_cancellation_reasons: 'day, reason',
};
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
const db = () => w.t.database.db;
async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES))
    tables[table] = rowsOf(await db().execute(sql.raw(`select * from ${table} order by ${key}`)));
  return tables;
}
const emptyAll = () => db().execute(sql.raw(`truncate ${Object.keys(TABLES).join(', ')}`));

describe('metrics from the figures each order wrote when it ended', () => {
  const ids: Record<string, string> = {};

  it('answer exactly what every timeline answers, open orders included', async () => {
    tick(0);
    // Delivered with minutes that are fractional, whole and on the half minute (where rounding turns).
    const gapsOf = [
      [3.37, 5.5, 1.25, 18.8, 2.9, 4.5, 2.75, 16.1],
      [6.02, 4, 2, 25.35, 3.1, 7.75, 3, 12.4],
      [1.5, 8.15, 1, 9.6, 1.8, 2.25, 5.5, 20.05],
      [11.9, 2.5, 0.75, 31.2, 4.4, 3.3, 1.15, 9.95],
    ];
    for (const [i, gaps] of gapsOf.entries()) {
      const order = await w.place();
      ids[`delivered${i}`] = order._id;
      await walk(order._id, ALL, gaps);
    }
    // Revised, the deadline approves for the customer, then delivered.
    const revised = await revisedOrder(w, 'approve');
    await letTheDeadlineAnswer(revised._id);
    await walk(revised._id, ['final', 'bill', 'approve', 'out', 'deliver'], [6.3, 2.2, 3.7, 4.05, 14.6]);
    // Revised, the deadline cancels it (the system's reason); one cancelled by the customer, one by an admin.
    await letTheDeadlineAnswer((await revisedOrder(w, 'cancel'))._id);
    const mine = await w.place();
    tick(2.6);
    expect((await w.call(w.customer, 'PUT', `/api/orders/${mine._id}/cancel`, {})).status).toBe(200);
    const admins = await placeWith(w, 'approve');
    await walk(admins._id, ['accept'], [7.45]);
    tick(3.3);
    const reason = { reason: 'Shop closed for stock-taking' };
    expect((await w.call(w.admin, 'PUT', `/api/admin/orders/${admins._id}/cancel`, reason)).status).toBe(200);
    // Open: waiting; out for delivery; the bill awaiting the customer (last: its deadline is far off).
    ids.waiting = (await w.place())._id;
    ids.out = (await w.place())._id;
    await walk(ids.out, ['accept', 'atShop', 'shopping', 'final', 'bill', 'approve', 'out'], [9.1, 3.4, 2.2]);
    ids.billed = (await w.place())._id;
    await walk(ids.billed, ['accept', 'atShop', 'shopping', 'final', 'bill'], [4.2, 6.6, 1.1, 22.5, 3.05]);
    tick(1);

    for (const days of [1, 7, 90]) {
      const { status, body } = await w.call(w.admin, 'GET', `/api/admin/metrics?days=${days}`);
      expect(status).toBe(200);
      const { slowestOpen, ...figures } = body.data;
      expect(figures).toEqual(await referenceMetrics(db(), new Date(clock), days));
    }
    const today = (await w.call(w.admin, 'GET', '/api/admin/metrics?days=1')).body.data;
    expect(today.days[0]).toMatchObject({ placed: 11, delivered: 5, cancelled: 3 });
    expect(today.revisionRate).toBeGreaterThan(0);
    expect(today.deadlineAnswerRate).toBeGreaterThan(0);
    expect(today.cancellationsByReason).toContainEqual({ reason: 'Shop closed for stock-taking', count: 1 });
  }, 180_000); // about 45 steps through the API: minutes on a busy machine

  it('writes an ended order’s stage minutes in the step that ends it, and nothing for an open one', async () => {
    const figures = async (id: string) =>
      rowsOf(await db().execute(sql`select * from order_metrics where order_id = ${id}`)) as Record<
        string,
        unknown
      >[];
    const [first] = await figures(ids.delivered0!);
    // Gaps 3.37 | 5.5 1.25 18.8 2.9 | 4.5 | 2.75 16.1 (placed, accepted … bill, approved, out, delivered).
    expect(Number(first!.waiting)).toBeCloseTo(3.37, 9);
    expect(Number(first!.shopping)).toBeCloseTo(5.5 + 1.25 + 18.8 + 2.9, 9);
    expect(Number(first!.answering)).toBeCloseTo(4.5, 9);
    expect(Number(first!.delivering)).toBeCloseTo(2.75 + 16.1, 9);
    expect(first).toMatchObject({ ended_status: 'delivered', revised: false, waits: 1, by_deadline: 0 });
    for (const open of [ids.waiting!, ids.billed!, ids.out!]) expect(await figures(open)).toEqual([]);
  });

  it('migration 0017 backfills, and metrics:rebuild recomputes, exactly what the ended orders wrote', async () => {
    const written = await snapshot();
    expect(written.order_metrics).toHaveLength(8);

    await emptyAll();
    const migration = readFileSync(
      new URL('../../../drizzle/0017_metrics_stage_minutes.sql', import.meta.url),
      'utf8',
    );
    // On one connection, in one transaction, as the migrator runs it (its backfill function is the session's).
    await db().transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(await snapshot()).toEqual(written);

    await emptyAll();
    const { code, out } = await runCli(w.t.database, 'metrics:rebuild', []);
    expect([code, out]).toEqual([0, 'Rebuilt the metrics of 8 ended orders']);
    expect(await snapshot()).toEqual(written);
  });
});
