#!/usr/bin/env node
// Order placement throughput: how many orders per second the built server places on PostgreSQL
// with 50 concurrent customers, each with its own session and its own Idempotency-Keys.
// Needs `npm run build` first and a PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// A fresh database is created for the run and dropped afterwards.
//
//   npm run build && node bench/orders.mjs      (BENCH_CUSTOMERS, BENCH_DURATION_MS, BENCH_WARMUP_MS to vary)
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordResults } from './lib/record-results.mjs';
import { startServer } from './lib/start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDist = path.join(root, 'apps/server/dist');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
const pg = requireFromServer('pg');

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 15000);
const PRODUCTS = 20;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

if (!existsSync(path.join(serverDist, 'server.js'))) {
  console.error('bench/orders: build the server first (npm run build)');
  process.exit(1);
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One shop, PRODUCTS products with ample stock, CUSTOMERS customers each with a live session token. */
async function seed(databaseUrl) {
  const { signAccessToken } = await import(path.join(serverDist, 'modules/auth/tokens.js'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const shop = await db.query(
      `insert into shops (name, category, delivery_fee, has_tax, tax_rate) values ('Bench Mart', 'grocery', 30, true, 5) returning id`,
    );
    const shopId = shop.rows[0].id;
    const productIds = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const r = await db.query(
        `insert into products (shop_id, name, price, stock_quantity) values ($1, $2, $3, 100000000) returning id`,
        [shopId, `Bench product ${i}`, 10 + i * 7.5],
      );
      productIds.push(r.rows[0].id);
    }
    const customers = [];
    const now = new Date();
    for (let i = 0; i < CUSTOMERS; i++) {
      const user = await db.query(
        `insert into users (name, email, phone, role, email_verified_at) values ($1, $2, '9876543210', 'customer', now()) returning id`,
        [`Bench Customer ${i}`, `bench-${i}@jhola.test`],
      );
      const userId = user.rows[0].id;
      const session = await db.query(
        `insert into sessions (user_id, expires_at, user_agent) values ($1, now() + interval '1 day', 'bench') returning id`,
        [userId],
      );
      const token = await signAccessToken(
        JWT_SECRET,
        { userId, sessionId: session.rows[0].id, role: 'customer' },
        now,
      );
      customers.push({ token });
    }
    return { shopId, productIds, customers };
  } finally {
    await db.end();
  }
}

async function countOrders(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return Number((await db.query('select count(*)::int as n from orders')).rows[0].n);
  } finally {
    await db.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dbName = `jhola_bench_orders_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  await adminQuery(`create database ${dbName}`);
  let server;
  try {
    server = await startServer({
      // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server during the run.
      nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        JWT_SECRET,
        LOG_LEVEL: 'error',
        // Offline: geocoding fails at once (nothing listens on port 9); an order never waits for it.
        GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
        GEOCODER_NOMINATIM_INTERVAL_MS: '0',
      },
    });
    const base = server.url;
    const { shopId, productIds, customers } = await seed(databaseUrl);

    const latencies = [];
    const statuses = new Map();
    let measuring = false;
    let stop = false;
    const address = {
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      contactName: 'Bench Customer',
      contactPhone: '+91 9876543210',
    };
    const worker = async (customer, index) => {
      let n = 0;
      while (!stop) {
        const first = productIds[(index + n) % productIds.length];
        const second = productIds[(index * 7 + n * 3 + 1) % productIds.length];
        n++;
        const body = {
          shopId,
          paymentMethod: 'cash',
          deliveryAddress: address,
          items: [
            { productId: first, quantity: 1 + (n % 3) },
            { productId: second, quantity: 1 },
          ],
        };
        const started = performance.now();
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${customer.token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (measuring) {
          latencies.push(performance.now() - started);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }
    };
    const workers = customers.map((c, i) => worker(c, i));
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, DURATION_MS));
    measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    stop = true;
    await Promise.all(workers);

    const placed = statuses.get(201) ?? 0;
    const sorted = [...latencies].sort((a, b) => a - b);
    const totalOrders = await countOrders(databaseUrl);
    console.log(
      `orders: ${CUSTOMERS} concurrent customers, ${elapsed.toFixed(1)} s measured after ${WARMUP_MS / 1000} s warm-up`,
    );
    console.log(`orders: ${(placed / elapsed).toFixed(1)} orders/s placed on PostgreSQL`);
    console.log(
      `orders: latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
    );
    console.log(
      `orders: responses ${JSON.stringify(Object.fromEntries(statuses))}; ${totalOrders} orders in the database`,
    );
    recordResults('orders', {
      customers: CUSTOMERS,
      seconds: Number(elapsed.toFixed(1)),
      ordersPerSecond: Number((placed / elapsed).toFixed(1)),
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      maxMs: Number(sorted.at(-1).toFixed(1)),
      statuses: Object.fromEntries(statuses),
      goal: { ordersPerSecond: 500, p99Ms: 100 },
      loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(1))),
    });
    if (placed !== latencies.length) process.exitCode = 1;
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e.message));
  }
}

main().catch((error) => {
  console.error('bench/orders failed:', error);
  process.exit(1);
});
