#!/usr/bin/env node
// Realtime: one built server process with 5,000 connected customer sockets. Reports the server's heap
// (after a full GC, before and after connecting) and the time from a status change (a shopper's
// POST /api/shopper/orders/:id/accept) to the customer's socket receiving orderStatusUpdate (p50/p95/p99).
// Needs `npm run build` and a PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created for the run and dropped afterwards. Everything is on 127.0.0.1.
//
//   npm run build && node bench/realtime.mjs      (BENCH_SOCKETS, BENCH_SAMPLES, BENCH_BATCH to vary;
//   BENCH_PORT for a fixed server port)
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { withClient } from './lib/pg-client.mjs';
import { recordResults } from './lib/record-results.mjs';
import { startServer } from './lib/start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDist = path.join(root, 'apps/server/dist');

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const SAMPLES = Math.min(Number(process.env.BENCH_SAMPLES ?? 200), SOCKETS);
const BATCH = Number(process.env.BENCH_BATCH ?? 250);
/** The whole run is bounded: past this, everything is stopped and the bench fails. */
const DEADLINE_MS = 4 * 60_000;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

if (!existsSync(path.join(serverDist, 'server.js'))) {
  console.error('bench/realtime: build the server first (npm run build)');
  process.exit(1);
}

/** SOCKETS customers and one shopper, each with a live session token; SAMPLES waiting orders. */
async function seed(databaseUrl) {
  const { signAccessToken } = await import(
    pathToFileURL(path.join(serverDist, 'modules/auth/tokens.js')).href
  );
  const now = new Date();
  const person = (role, i) => ({ id: randomUUID(), sessionId: randomUUID(), role, i });
  const customers = Array.from({ length: SOCKETS }, (_, i) => person('customer', i));
  const shopper = person('shopper', 0);
  return withClient(databaseUrl, async (db) => {
    // Multi-row inserts of 1,000: "($1, $2, ..., <fixed>)" per person.
    const rows = (count, width, fixed) =>
      Array.from(
        { length: count },
        (_, k) =>
          `(${Array.from({ length: width }, (_, j) => `$${k * width + j + 1}`).join(', ')}, ${fixed})`,
      ).join(', ');
    const everyone = [...customers, shopper];
    for (let from = 0; from < everyone.length; from += 1000) {
      const chunk = everyone.slice(from, from + 1000);
      await db.query(
        `insert into users (id, name, email, role, email_verified_at) values ${rows(chunk.length, 4, 'now()')}`,
        chunk.flatMap((p) => [p.id, `Bench ${p.role} ${p.i}`, `bench-${p.role}-${p.i}@jhola.test`, p.role]),
      );
      await db.query(
        `insert into sessions (id, user_id, expires_at, user_agent) values ${rows(chunk.length, 2, "now() + interval '1 day', 'bench'")}`,
        chunk.flatMap((p) => [p.sessionId, p.id]),
      );
    }
    for (const p of [...customers, shopper]) {
      p.token = await signAccessToken(
        JWT_SECRET,
        { userId: p.id, sessionId: p.sessionId, role: p.role },
        now,
      );
    }
    const shop = await db.query(
      `insert into shops (name, category) values ('Bench Kirana', 'grocery') returning id`,
    );
    // Samples are spread over the whole population, so they do not all sit in the first batch.
    const step = Math.floor(SOCKETS / SAMPLES);
    const samples = [];
    for (let s = 0; s < SAMPLES; s++) {
      const customer = customers[s * step];
      const order = await db.query(
        `insert into orders (order_number, customer_id, shop_id, subtotal, delivery_fee, taxes, total, delivery_address)
         values ($1, $2, $3, 100, 30, 0, 130, $4) returning id`,
        [
          `JH-B${s}`,
          customer.id,
          shop.rows[0].id,
          JSON.stringify({ street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' }),
        ],
      );
      samples.push({ customer, orderId: order.rows[0].id });
    }
    return { customers, shopper, samples };
  });
}

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

function serverMemory(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    const onMessage = (message) => {
      if (message?.type !== 'jhola:memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.usage);
    };
    child.on('message', onMessage);
    child.send('jhola:memory');
  });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dbName = `jhola_bench_realtime_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  await withClient(adminUrl, (c) => c.query(`create database ${dbName}`));
  const sockets = [];
  let server;
  const deadline = setTimeout(() => {
    console.error(`bench/realtime: still running after ${DEADLINE_MS / 1000} s; stopping`);
    for (const s of sockets) s.close();
    void server?.stop().finally(() => process.exit(1));
  }, DEADLINE_MS);
  try {
    server = await startServer({
      // One process with the in-memory adapter (REDIS_URL empty), nothing seeded but what the bench adds.
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        DEMO_SHOPPERS: 'false',
        JWT_SECRET,
        LOG_LEVEL: 'error',
        REDIS_URL: '',
      },
      ipc: true,
      ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
      nodeArgs: [
        '--expose-gc',
        '--import',
        pathToFileURL(path.join(root, 'bench/lib/memory-probe.mjs')).href,
      ],
    });
    const { customers, shopper, samples } = await seed(databaseUrl);
    await sleep(1000);
    const before = await serverMemory(server.child);

    const connectStarted = performance.now();
    let failed = 0;
    for (let from = 0; from < customers.length; from += BATCH) {
      const batch = customers.slice(from, from + BATCH);
      const results = await Promise.allSettled(batch.map((c) => connect(server.url, c.token)));
      results.forEach((r, k) => {
        if (r.status === 'fulfilled') batch[k].socket = sockets[sockets.push(r.value) - 1];
        else failed += 1;
      });
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(2000);
    const after = await serverMemory(server.child);

    const latencies = [];
    const responseTimes = [];
    for (const { customer, orderId } of samples) {
      if (!customer.socket) continue;
      const received = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event for order ${orderId}`)), 10_000);
        const listener = (event) => {
          if (event.orderId !== orderId) return;
          clearTimeout(timer);
          customer.socket.off('orderStatusUpdate', listener);
          resolve(performance.now());
        };
        customer.socket.on('orderStatusUpdate', listener);
      });
      const started = performance.now();
      const res = await fetch(`${server.url}/api/shopper/orders/${orderId}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      await res.arrayBuffer();
      responseTimes.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`accept answered ${res.status}`);
      latencies.push((await received) - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const answered = [...responseTimes].sort((a, b) => a - b);
    const perSocket = (after.heapUsed - before.heapUsed) / Math.max(1, sockets.length);
    // RSS also counts what lives outside the JavaScript heap: kernel-side buffers are not in it, but
    // native engines' own memory and the allocator's retained pages are.
    const rssPerSocket = (after.rss - before.rss) / Math.max(1, sockets.length);

    console.log(
      `realtime: ${sockets.length}/${customers.length} customer sockets connected (${failed} failed) in ${connectSeconds.toFixed(1)} s, batches of ${BATCH}, one server process, PostgreSQL`,
    );
    console.log(
      `realtime: server heap used ${mb(before.heapUsed)} idle -> ${mb(after.heapUsed)} with ${sockets.length} sockets (~${(perSocket / 1024).toFixed(1)} KB per socket); RSS ${mb(before.rss)} -> ${mb(after.rss)} (~${(rssPerSocket / 1024).toFixed(1)} KB per socket)`,
    );
    console.log(
      `realtime: status change -> customer socket, ${sorted.length} samples: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (API answer p50 ${percentile(answered, 50).toFixed(1)} ms)`,
    );
    const ms = (n) => Number(n.toFixed(1));
    recordResults('realtime', {
      sockets: sockets.length,
      failed,
      database: 'PostgreSQL',
      heapBeforeMB: ms(before.heapUsed / 1024 / 1024),
      heapAfterMB: ms(after.heapUsed / 1024 / 1024),
      heapPerSocketKB: ms(perSocket / 1024),
      rssBeforeMB: ms(before.rss / 1024 / 1024),
      rssAfterMB: ms(after.rss / 1024 / 1024),
      rssPerSocketKB: ms(rssPerSocket / 1024),
      // Measured by bench/tools/socket-layers.mjs at 10,000 sockets (decision 0050).
      anchor: 'bare ws 2.3 KB, engine.io 6.9 KB, socket.io without rooms 10.3 KB',
      statusToSocketMs: {
        samples: sorted.length,
        p50: ms(percentile(sorted, 50)),
        p95: ms(percentile(sorted, 95)),
        p99: ms(percentile(sorted, 99)),
      },
      goal: { heapPerSocketKB: 8, sockets: 10_000, p99Ms: 50 },
      loadAverage: (await import('node:os')).loadavg().map((l) => ms(l)),
    });
    if (failed > 0 || latencies.length !== samples.length) process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    for (const s of sockets) s.close();
    await server?.stop();
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`)).catch((e) =>
      console.error(e.message),
    );
  }
}

main().catch((error) => {
  console.error('bench/realtime failed:', error);
  process.exit(1);
});
