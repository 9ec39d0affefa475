#!/usr/bin/env node
// One process against three behind HAProxy, in the same run on the same machine: `npm run cluster`
// (scripts/cluster.mjs) on PostgreSQL and Redis, then autocannon on
//   GET /api/shops (the home page's call) and an authenticated GET /api/orders/customer
// straight at one process and through HAProxy, printing requests per second and p99 latency, and the
// database pool and socket figures the processes report on their metrics ports.
// Needs PostgreSQL and Redis on 127.0.0.1 (BENCH_PG_URL, BENCH_REDIS_URL); uses the ports 3191-3197.
//
//   node bench/cluster.mjs        (BENCH_CLUSTER_SECONDS=10, BENCH_CLUSTER_CONNECTIONS=50 to vary)
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { recreateDatabase } from '../scripts/lib/services.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50);
const pgUrl = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
pgUrl.pathname = '/jhola_bench_cluster';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const LB = 'http://127.0.0.1:3191';
const ONE = 'http://127.0.0.1:3192';

await recreateDatabase(pgUrl.toString());
let output = '';
const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  env: {
    ...process.env,
    DATABASE_URL: pgUrl.toString(),
    REDIS_URL: redisUrl,
    CLUSTER_PORT: '3191',
    CLUSTER_BIND: '127.0.0.1',
    CLUSTER_APP_PORTS: '3192,3193,3194',
    CLUSTER_METRICS_PORTS: '3195,3196,3197',
    DEMO_SHOPPERS: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
cluster.stdout.on('data', (c) => {
  output += c;
});
cluster.stderr.on('data', (c) => {
  output += c;
});
while (!output.includes('Jhola is served at')) {
  if (cluster.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
  await new Promise((r) => setTimeout(r, 500));
}

const login = await fetch(`${LB}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'customer@jhola.test', password: 'Customer@123' }),
});
const { token } = (await login.json()).data;

const metricsPorts = [3195, 3196, 3197];
const metric = (text, name) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? 0);
/** CPU seconds used so far by the three processes together. */
async function clusterCpuSeconds() {
  let total = 0;
  for (const port of metricsPorts)
    total += metric(
      await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
      'jhola_process_cpu_seconds_total',
    );
  return total;
}
/** Transactions committed and rows written in the bench database so far. */
async function databaseWork() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: pgUrl.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit::float as commits, (tup_inserted + tup_updated + tup_deleted)::float as writes, tup_fetched::float as reads from pg_stat_database where datname = current_database()',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const load = (url, options = {}) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    headers: { 'accept-encoding': 'br, gzip', ...options.headers },
  });

/** One run: throughput, latency, and the Node CPU and database work it cost per request. */
async function measure(label, where, url, options) {
  const cpu0 = await clusterCpuSeconds();
  const db0 = await databaseWork();
  const result = await load(url, options);
  const cpu1 = await clusterCpuSeconds();
  const db1 = await databaseWork();
  const ok = result['2xx'];
  return {
    request: label,
    where,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    errors: result.errors,
    'Node CPU ms/req': ok ? +(((cpu1 - cpu0) * 1000) / ok).toFixed(2) : null,
    'DB commits/req': ok ? +((db1.commits - db0.commits) / ok).toFixed(2) : null,
    'DB rows written/req': ok ? +((db1.writes - db0.writes) / ok).toFixed(2) : null,
  };
}

const auth = { authorization: `Bearer ${token}` };
const shops = (
  await (await fetch(`${LB}/api/shops?search=${encodeURIComponent('Apna Bazaar')}&limit=5`)).json()
).data.shops;
const shop = shops.find((s) => s.name === 'Apna Bazaar Kirana Stores') ?? shops[0];
const products = (await (await fetch(`${LB}/api/products/shop/${shop._id}`)).json()).data.products.filter(
  (p) => p.inStock,
);
// Ample stock for the two products, so no order of the run is refused as sold out.
{
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: pgUrl.toString() });
  await client.connect();
  await client.query('update products set stock_quantity = 100000000 where id = any($1)', [
    [products[0]._id, products[1]._id],
  ]);
  await client.end();
}
const orderBody = JSON.stringify({
  shopId: shop._id,
  items: [
    { productId: products[0]._id, quantity: 1 },
    { productId: products[1]._id, quantity: 1 },
  ],
  deliveryAddress: {
    street: '14 Ranade Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400028',
    contactName: 'Asha Verma',
    contactPhone: '+91 9876501234',
  },
  paymentMethod: 'cash',
});

const rows = [];
for (const [where, base] of [
  ['one process', ONE],
  ['3 via HAProxy', LB],
]) {
  rows.push(await measure('GET /api/shops', where, `${base}/api/shops?limit=20`));
  rows.push(
    await measure('GET /api/orders/customer', where, `${base}/api/orders/customer?limit=10`, {
      headers: auth,
    }),
  );
}
rows.push(
  await measure('POST /api/orders', '3 via HAProxy', `${LB}/api/orders`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: orderBody,
    // A fresh Idempotency-Key per request: every request is a new order.
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'idempotency-key': crypto.randomUUID() },
        }),
      },
    ],
  }),
);
const pools = [];
for (const port of metricsPorts) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const get = (state) =>
    Number(new RegExp(`jhola_db_pool_connections\\{state="${state}"\\} (\\d+)`).exec(text)?.[1]);
  pools.push({
    metrics: port,
    'pool max': get('max'),
    'pool open': get('in_use') + get('idle'),
    'heap MB': Math.round(metric(text, 'jhola_nodejs_heap_size_used_bytes') / 1e6),
    'rss MB': Math.round(metric(text, 'jhola_process_resident_memory_bytes') / 1e6),
  });
}
const cores = (await import('node:os')).cpus().length;
const load1 = (await import('node:os')).loadavg()[0].toFixed(1);
console.log(
  `bench/cluster: ${CONNECTIONS} connections, ${SECONDS} s each; ${cores} cores, load average ${load1} at the end`,
);
console.table(rows);
console.table(pools);
cluster.kill('SIGTERM');
await new Promise((r) => cluster.once('exit', r));
