#!/usr/bin/env node
// The admin console at scale (issue 30): GET /api/admin/metrics and GET /api/admin/orders?q= over
// 1,000,000 orders (90 days of them, each with its timeline and an item), and a 20,000-row catalogue CSV import.
// Needs `npm run build` first and a PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// A fresh database is created for the run and dropped afterwards; the rows are made by set-based SQL.
//
//   npm run build && node bench/metrics.mjs      (BENCH_ORDERS to vary the count, BENCH_RUNS the tries)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient } from './lib/pg-client.mjs';
import { recordResults } from './lib/record-results.mjs';
import { startServer } from './lib/start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDist = path.join(root, 'apps/server/dist');

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

if (!existsSync(path.join(serverDist, 'server.js'))) {
  console.error('bench/metrics: build the server first (npm run build)');
  process.exit(1);
}

/**
 * The path of a delivered order: each status and its minutes after placement, for an order of average pace;
 * each order's pace is its own (0.5× to 1.5×, from its id), so stage minutes spread as they do in a city.
 */
const DELIVERED_PATH = [
  ['pending_shopper', 0],
  ['accepted_by_shopper', 4],
  ['shopper_at_shop', 12],
  ['shopping_in_progress', 14],
  ['final_shopping', 35],
  ['bill_uploaded', 38],
  ['bill_approved', 42],
  ['out_for_delivery', 45],
  ['delivered', 62],
];

/** An order's pace: a factor from 0.5 to 1.5 that its id decides. */
const PACE = `(0.5 + (hashtext(o.id::text) & 1023) / 1024.0)`;

/** ORDERS orders over the last 90 days: 1 in 10 cancelled, 1 in 1,000 still waiting, the rest delivered. */
async function seed(db) {
  await db.query(`set synchronous_commit = off`);
  const shop = await db.query(
    `insert into shops (name, category, delivery_fee, has_tax, tax_rate) values ('Bench Mart', 'grocery', 30, true, 5) returning id`,
  );
  const shopId = shop.rows[0].id;
  const product = await db.query(
    `insert into products (shop_id, name, price, stock_quantity) values ($1, 'Bench product', 50, 1000000) returning id`,
    [shopId],
  );
  const customers = await db.query(
    `insert into users (name, email, phone, role, email_verified_at)
     select 'Customer ' || i, 'customer-' || i || '@jhola.test', '98' || lpad(i::text, 8, '0'), 'customer', now()
     from generate_series(1, 1000) i returning id`,
  );
  const customerIds = customers.rows.map((r) => r.id);
  await db.query(
    `insert into orders (order_number, customer_id, shop_id, status, subtotal, delivery_fee, taxes, total,
       delivery_address, cancelled_by, cancellation_reason, created_at, updated_at)
     select 'JH-' || (500000 + i), ($2::uuid[])[1 + i % 1000], $1, s.status, 100, 30, 5, 135,
       jsonb_build_object('street', '1 MG Road', 'city', 'Bengaluru', 'state', 'Karnataka', 'zipCode', '560001',
         'contactName', 'C ' || i, 'contactPhone', '+91 97' || lpad(i::text, 8, '0')),
       case when s.status = 'cancelled' then 'customer' end,
       case when s.status = 'cancelled' then (array['Ordered by mistake', 'Too slow', 'Changed my mind'])[1 + i % 3] end,
       c.at, c.at
     from generate_series(1, $3::int) i
     cross join lateral (select now() - (i::double precision / $3) * interval '90 days' as at) c
     cross join lateral (select case when i % 10 = 0 then 'cancelled' when i % 1000 = 1 then 'pending_shopper'
       else 'delivered' end as status) s`,
    [shopId, customerIds, ORDERS],
  );
  const steps = DELIVERED_PATH.map(([status, minutes]) => `('${status}', ${minutes})`).join(', ');
  await db.query(
    `insert into order_timeline (order_id, status, created_at)
     select o.id, p.status, o.created_at + p.minutes * ${PACE} * interval '1 minute'
     from orders o join (values ${steps}) as p(status, minutes) on o.status = 'delivered'`,
  );
  await db.query(
    `insert into order_timeline (order_id, status, created_at)
     select o.id, p.status, o.created_at + p.minutes * ${PACE} * interval '1 minute'
     from orders o join (values ('pending_shopper', 0), ('cancelled', 9)) as p(status, minutes)
       on o.status = 'cancelled' or (o.status = 'pending_shopper' and p.status = 'pending_shopper')`,
  );
  await db.query(
    `insert into order_items (order_id, position, product_id, name, unit, price, quantity)
     select id, 0, $1, 'Bench product', 'piece', 50, 2 from orders`,
    [product.rows[0].id],
  );
  await db.query(
    `update orders o set delivered_at = created_at + 62 * ${PACE} * interval '1 minute' where status = 'delivered'`,
  );
  return signInAdmin(db, shopId);
}

/** An admin with a live session on the seeded database (after the planner's statistics are fresh). */
async function signInAdmin(db, shopId) {
  await db.query('vacuum analyze');
  // A kept database (BENCH_DB) already has the admin from its first run.
  const admin = await db.query(
    `with made as (
       insert into users (name, email, phone, role, email_verified_at)
       select 'Bench Admin', 'admin@jhola.test', '', 'admin', now()
       where not exists (select 1 from users where email = 'admin@jhola.test') returning id)
     select id from made union all select id from users where email = 'admin@jhola.test'`,
  );
  const session = await db.query(
    `insert into sessions (user_id, expires_at, user_agent) values ($1, now() + interval '1 day', 'bench') returning id`,
    [admin.rows[0].id],
  );
  const { signAccessToken } = await import(path.join(serverDist, 'modules/auth/tokens.js'));
  const token = await signAccessToken(
    JWT_SECRET,
    { userId: admin.rows[0].id, sessionId: session.rows[0].id, role: 'admin' },
    new Date(),
  );
  return { shopId, token };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(base, token, url, init = {}) {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    const body = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    last = JSON.parse(body);
  }
  return { ms: Math.round(median(times)), all: times.map(Math.round), body: last };
}

// BENCH_DB names a database to keep (not dropped): seeding a million orders takes long on a busy machine,
// and the figures are what a rerun is for. The first run creates and seeds it; later runs reuse it.
const keep = process.env.BENCH_DB;

async function main() {
  const dbName = keep ?? `jhola_bench_metrics_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const exists = await withClient(adminUrl, async (c) => {
    const found = await c.query('select 1 from pg_database where datname = $1', [dbName]);
    return found.rowCount > 0;
  });
  const reuse = keep && exists;
  if (!exists) await withClient(adminUrl, (c) => c.query(`create database ${dbName}`));
  let server;
  try {
    server = await startServer({
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', JWT_SECRET, LOG_LEVEL: 'error' },
    });
    const seedStarted = performance.now();
    const { shopId, token } = await withClient(databaseUrl, async (db) =>
      reuse ? signInAdmin(db, (await db.query('select id from shops limit 1')).rows[0].id) : seed(db),
    );
    console.log(
      `metrics: seeded ${ORDERS} orders in ${Math.round((performance.now() - seedStarted) / 1000)} s`,
    );
    const figures = {};
    if (!reuse) {
      // The rows were written around the app: the roll-ups the orders' last steps would have written are
      // recomputed as migration 0017's backfill does (decision 0044).
      const started = performance.now();
      execFileSync(process.execPath, [path.join(serverDist, 'cli/main.js'), 'metrics:rebuild'], {
        env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: 'error' },
        stdio: 'inherit',
      });
      figures.rebuildMs = Math.round(performance.now() - started);
      console.log(`metrics: metrics:rebuild took ${Math.round(figures.rebuildMs / 1000)} s`);
      await withClient(databaseUrl, (db) => db.query('vacuum analyze'));
    }

    for (const days of [1, 30, 90]) {
      const { ms, all, body } = await timed(server.url, token, `/api/admin/metrics?days=${days}`);
      const placed = body.data.days.reduce((sum, d) => sum + d.placed, 0);
      console.log(
        `metrics: days=${days} (${placed} orders in the window) median ${ms} ms of ${RUNS} (${all.join(', ')})`,
      );
      figures[`metricsDays${days}Ms`] = ms;
    }
    const phone = await timed(server.url, token, '/api/admin/orders?q=0001234');
    console.log(`metrics: search by phone digits median ${phone.ms} ms (${phone.body.data.total} found)`);
    const number = await timed(server.url, token, '/api/admin/orders?q=JH-512345');
    console.log(`metrics: search by order number median ${number.ms} ms (${number.body.data.total} found)`);
    figures.searchPhoneMs = phone.ms;
    figures.searchNumberMs = number.ms;

    const header = 'sku,name,brand,category,unit,packSize,price,mrp,stock,listed,tags';
    const csv = (price) =>
      [
        header,
        ...Array.from(
          { length: 20_000 },
          (_, i) =>
            `SKU-${i},Product ${i} नमकीन,Brand,Snacks,pack,200 g,${price},,${i % 50},yes,"salty, snack"`,
        ),
      ].join('\n');
    const importOnce = async (price) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/shops/${shopId}/products/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: csv(price),
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: Math.round(performance.now() - started), data: body.data };
    };
    const created = await importOnce(20);
    const updated = await importOnce(25);
    console.log(
      `metrics: 20,000-row CSV import: create ${created.ms} ms (${created.data.created}), update ${updated.ms} ms (${updated.data.updated})`,
    );
    figures.import20kCreateMs = created.ms;
    figures.import20kUpdateMs = updated.ms;

    recordResults('metrics', {
      orders: ORDERS,
      ...figures,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
    });
  } finally {
    await server?.stop();
    if (!keep)
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(
        (e) => console.error(e.message),
      );
  }
}

main().catch((error) => {
  console.error('bench/metrics failed:', error);
  process.exit(1);
});
