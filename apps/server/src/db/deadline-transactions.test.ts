import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSqlState } from '../http/database-errors.js';
import { REQUEST_DEADLINE_MS } from '../http/request-deadline.js';
import { createTestProduct, createTestShop } from '../test/catalogue-fixtures.js';
import { PLACED_ADDRESS } from '../test/lifecycle-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestUser, type TestUser } from '../test/users.js';
import { currentDeadline, RequestDeadline, withinDeadline } from './deadline-scope.js';
import { orders } from './schema/index.js';

/**
 * Issue 48, decision 0086: a request answered 503 at its deadline went on in the database and committed
 * its work after the client had heard "try again" (the faults runs' tens of thousands of "reply already
 * sent"). Its transaction now stops there and rolls back whole, and the client's retry with its key does it.
 */
let t: TestApp;
let customer: TestUser;
let shop: { id: string };
let product: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await createTestShop(t);
  product = await createTestProduct(t, shop.id, { price: 120, stockQuantity: 100 });
  customer = await createTestUser(t, { role: 'customer' });
});
afterAll(async () => {
  await t?.close();
});

const placeCash = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer.headers, 'idempotency-key': key },
    payload: {
      shopId: shop.id,
      items: [{ productId: product.id, quantity: 1 }],
      deliveryAddress: PLACED_ADDRESS,
      paymentMethod: 'cash',
    },
  });

/**
 * The placement's transaction writes three tables in three statements (the key's claim, the order with
 * its items, the shopper's offer): each waits this long, within the 3 s bound of one statement, past the
 * request's deadline in sum.
 */
const EACH_WAIT_S = (REQUEST_DEADLINE_MS / 1000 + 0.6) / 3;

const onPostgres = process.env.JHOLA_TEST_DB === 'postgres';

/** Runs `work` as the request of `deadline` would (its hooks and handler run so, http/request-deadline.ts). */
const asRequest = <T>(deadline: RequestDeadline, work: () => Promise<T>) =>
  new Promise<T>((resolve, reject) =>
    withinDeadline(deadline, () => {
      expect(currentDeadline()).toBe(deadline);
      work().then(resolve, reject);
    }),
  );
const notesNamed = async (marker: string) =>
  ((await t.database.db.execute(sql`select 1 from test_notes where note = ${marker}`)) as { rows: unknown[] })
    .rows.length;

describe("a request's deadline and its transaction", () => {
  // PGlite runs a statement on the thread itself: the deadline's timer cannot run until the transaction
  // ends, so only PostgreSQL can stop this one (the tests below hold on both).
  it.runIf(onPostgres)(
    'a placement outliving its deadline is answered 503 and leaves nothing; the retry places it once',
    async () => {
      const db = t.database.db;
      await db.execute(
        sql.raw(`create function test_slow_write() returns trigger language plpgsql as $$
          begin perform pg_sleep(${EACH_WAIT_S}); return null; end $$`),
      );
      for (const table of ['idempotency_keys', 'orders', 'jobs'])
        await db.execute(
          sql.raw(`create trigger test_slow_write before insert on ${table}
            for each statement execute function test_slow_write()`),
        );
      const key = randomUUID();
      const late = await placeCash(key).finally(() =>
        db.execute(sql`drop function test_slow_write() cascade`),
      );
      expect(late.statusCode, late.body).toBe(503);
      expect(late.headers['retry-after']).toBe('2');

      // Before the fix the first went on to commit: the retry waited for its key and answered its order (200).
      const retried = await placeCash(key);
      expect(retried.statusCode, retried.body).toBe(201);
      const placed = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, customer.id));
      expect(placed).toEqual([{ id: retried.json().data.order._id }]);
    },
    60_000,
  );

  it('a transaction under way when its deadline answers sends nothing more and rolls back; none begins after', async () => {
    await t.database.db.execute(sql`create table if not exists test_notes (note text)`);
    const deadline = new RequestDeadline();
    const marker = randomUUID();
    const cut = await asRequest(deadline, () =>
      t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into test_notes values (${marker})`);
          // Waiting on something else (a gateway, a backoff): the deadline answers meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 0));
          deadline.expire();
          await tx.execute(sql`insert into test_notes values (${marker})`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        ),
    );
    expect(findSqlState(cut)).toBe('57014');
    expect(await notesNamed(marker)).toBe(0);
    const after = await asRequest(deadline, () =>
      t.database.db
        .transaction((tx) => tx.execute(sql`insert into test_notes values (${marker})`))
        .catch((e) => e),
    );
    expect(findSqlState(after)).toBe('57014');
    expect(await notesNamed(marker)).toBe(0);

    // Answered in time: what it left running goes on.
    const answered = new RequestDeadline();
    answered.answer();
    answered.expire();
    await asRequest(answered, () =>
      t.database.db.transaction((tx) => tx.execute(sql`insert into test_notes values (${marker})`)),
    );
    expect(await notesNamed(marker)).toBe(1);
    await t.database.db.execute(sql`drop table test_notes`);
  });

  it.runIf(onPostgres)(
    'a statement still running when the deadline answers is cancelled on the server',
    async () => {
      const deadline = new RequestDeadline();
      const running = asRequest(deadline, () =>
        t.database.db
          .transaction((tx) => tx.execute(sql`select pg_sleep(2.5), 'deadline-cancel-test'`))
          .catch((error: unknown) => error),
      );
      await untilRunning('deadline-cancel-test');
      deadline.expire();
      const error = await running;
      // PostgreSQL's own word for a cancel request, not the statement's own end and then a refused commit.
      expect(findSqlState(error)).toBe('57014');
      expect(String((error as { cause?: Error }).cause?.message)).toMatch(
        /canceling statement due to user request/,
      );
    },
    30_000,
  );
});

/** Until PostgreSQL shows a statement with `marker` running (the cancel must find it on the server). */
async function untilRunning(marker: string): Promise<void> {
  for (;;) {
    const { rows } = (await t.database.db.execute(
      sql`select 1 from pg_stat_activity where state = 'active' and query like ${`%${marker}'%`} and pid <> pg_backend_pid()`,
    )) as { rows: unknown[] };
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
