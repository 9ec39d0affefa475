#!/usr/bin/env node
// Catalogue paths of issue 16, each against an anchor measured in the same run on the same machine:
//   1. GET /api/shops, 50 connections, vs a bare node:http hello-world          (goal ratio >= 0.5)
//   2. the 5,482-product list, gzip, 10 connections, vs the same gzip bytes served by a bare node:http
//      from memory (the fastest a static file can be answered in Node)          (goal ratio >= 0.5)
//   3. in-shop search on a 50,000-product shop (bench-only seed), 10 connections, p99   (goal <= 50 ms)
// Starts the BUILT server (PGlite, demo data plus the bench shop) with NODE_ENV=production. Figures go to
// stdout and to bench/results/latest.json under "catalogue".
//   node bench/catalogue.mjs        (BENCH_SECONDS=10 to vary; BENCH_DATABASE_URL=postgres://... to run on
//   a fresh database of that PostgreSQL server, recorded under "catalogue-postgres")
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { coldRequests } from './lib/cold-requests.mjs';
import { recordResults } from './lib/record-results.mjs';
import { freePort, startServer } from './lib/start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;

if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  const build = spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A bare node:http server in its own process, answering every request with one fixed body. */
async function startAnchor(bodyFile, headers) {
  const port = await freePort();
  const code = `const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
const headers = ${JSON.stringify(headers)};
http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': body.length }); res.end(body); })
  .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (exit) => reject(new Error(`anchor exited (${exit})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

/** The bytes as they travel (no decompression), and the headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
    }).on('error', reject);
  });
}

async function load(options) {
  // Warm-up: JIT, and each request of a rotation once (how often a reply nobody asked for before is
  // answered is the cold-search figure, measured on its own).
  const warm = [options.url, ...(options.requests ?? []).map((r) => new URL(r.path, options.url).href)];
  for (const url of warm) await (await fetch(url, { headers: options.headers })).arrayBuffer();
  for (let i = 0; i < 20; i++) await (await fetch(options.url, { headers: options.headers })).arrayBuffer();
  const r = await autocannon({ duration: SECONDS, timeout: 60, ...options });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** With BENCH_DATABASE_URL (a PostgreSQL server), a fresh database on it; else a fresh PGlite. */
async function freshDatabaseUrl() {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return undefined;
  const pg = (await import(pathToFileURL(path.join(root, 'node_modules/pg/lib/index.js')).href)).default;
  const name = `jhola_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: admin });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

const fresh = await freshDatabaseUrl();
const databaseUrl = fresh?.url;
const databaseKind = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(`bench/catalogue: seeding the demo and a 50,000-product shop into a fresh ${databaseKind}...`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'jhola-bench-catalogue-'));
{
  const { openDatabase } = await import(dist('db/client.js'));
  const { seedDemo } = await import(dist('seed/seed-demo.js'));
  const { insertBenchShop } = await import(dist('seed/bench-catalogue.js'));
  const database = await openDatabase({ dataDir, databaseUrl });
  await seedDemo(database.db, { log: () => {} });
  await insertBenchShop(database.db);
  await database.close();
}
const server = await startServer({
  env: {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const anchors = [];
try {
  const shops = (await (await fetch(`${server.url}/api/shops?limit=100`)).json()).data.shops;
  const supermarket = shops.find((s) => s.name === 'Namma Fresh Supermarket');
  const hyper = shops.find((s) => s.productCount >= 50_000);
  const listUrl = `${server.url}/api/products/shop/${supermarket._id}`;
  const raw = await rawGet(listUrl, { 'accept-encoding': 'gzip' });
  if (raw.headers['content-encoding'] !== 'gzip') throw new Error('the product list did not come gzipped');
  const products = JSON.parse(gunzipSync(raw.body)).data.products.length;
  const gzFile = path.join(dataDir, 'products.json.gz');
  writeFileSync(gzFile, raw.body);
  const helloFile = path.join(dataDir, 'hello.json');
  writeFileSync(helloFile, '{"hello":"world"}');
  const hello = await startAnchor(helloFile, { 'content-type': 'application/json; charset=utf-8' });
  const staticGz = await startAnchor(gzFile, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    etag: raw.headers.etag,
    'cache-control': 'no-cache',
  });
  anchors.push(hello, staticGz);
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  console.log(`bench/catalogue: ${SECONDS} s per run`);
  const helloRun = await load({ url: hello.url, connections: 50 });
  const shopsRun = await load({ url: `${server.url}/api/shops`, connections: 50, headers: browser });
  console.log(`  hello-world ${helloRun.rps} req/s; GET /api/shops ${shopsRun.rps} req/s`);
  const staticRun = await load({
    url: staticGz.url,
    connections: 10,
    headers: { 'accept-encoding': 'gzip' },
  });
  const listRun = await load({ url: listUrl, connections: 10, headers: { 'accept-encoding': 'gzip' } });
  console.log(`  static gzip ${staticRun.rps} req/s; ${products}-product list gzip ${listRun.rps} req/s`);

  // In-shop search: a rotating set of what customers type, Hindi words in Latin letters among them.
  const words = [
    'atta',
    'basmati rice',
    'doodh',
    'paneer',
    'toor dal',
    'chawal',
    'sunflower oil',
    'biscuits',
    'masala',
    'tea',
    'namkeen',
    'soap',
    'ghee',
    'gold atta 5 kg',
    'dahi',
    'noodles',
    'coffee',
    'chana',
    'shampoo',
    'jam',
  ];
  const searchBase = `/api/shops/${hyper._id}/products?q=`;
  const searchRun = await load({
    url: `${server.url}${searchBase}atta`,
    connections: 10,
    headers: browser,
    requests: words.map((w) => ({ method: 'GET', path: `${searchBase}${encodeURIComponent(w)}` })),
  });
  console.log(
    `  search on ${hyper.productCount} products: ${searchRun.rps} req/s, p50 ${searchRun.p50} ms, p99 ${searchRun.p99} ms`,
  );

  // Searches nobody made before (so the server holds no reply for them): every word with a product line
  // ("atta organic") and its first letters as typed ("att"), each asked once by 10 customers at a time.
  const lines = ['gold', 'select', 'organic', 'family', 'value', 'premium', 'classic', 'daily', 'natural'];
  const neverAsked = [
    ...words.flatMap((w) => lines.map((l) => `${w} ${l}`)),
    ...words.map((w) => w.slice(0, 3)),
  ];
  const cold = await coldRequests(
    neverAsked.map((q) => `${server.url}${searchBase}${encodeURIComponent(q)}`),
    10,
  );
  console.log(
    `  search, ${neverAsked.length} searches never made before: p50 ${cold.p50} ms, p99 ${cold.p99} ms; slowest: ${cold.slowest.map(({ url, ms }) => `${new URL(url).searchParams.get('q')} ${ms} ms`).join(', ')}`,
  );

  const firstScreen = await Promise.all(
    [`/api/shops/${hyper._id}/categories`, `/api/shops/${hyper._id}/products`].map(async (p) => {
      const { body } = await rawGet(`${server.url}${p}`, { 'accept-encoding': 'gzip' });
      return { gzip: body.length, plain: gunzipSync(body).length };
    }),
  );
  const figures = {
    shops: {
      connections: 50,
      reqPerSec: shopsRun.rps,
      p99Ms: shopsRun.p99,
      anchor: 'bare node:http hello-world',
      anchorReqPerSec: helloRun.rps,
      ratio: Number((shopsRun.rps / helloRun.rps).toFixed(2)),
      goal: '>= 0.5',
    },
    productListGzip: {
      products,
      bytes: raw.body.length,
      connections: 10,
      reqPerSec: listRun.rps,
      p99Ms: listRun.p99,
      anchor: 'the same gzip bytes from a bare node:http (memory)',
      anchorReqPerSec: staticRun.rps,
      ratio: Number((listRun.rps / staticRun.rps).toFixed(2)),
      goal: '>= 0.5',
    },
    inShopSearch: {
      products: hyper.productCount,
      connections: 10,
      queries: words.length,
      reqPerSec: searchRun.rps,
      p50Ms: searchRun.p50,
      p99Ms: searchRun.p99,
      goal: 'p99 <= 50 ms',
      errors: searchRun.errors + searchRun.non2xx,
    },
    inShopSearchCold: {
      products: hyper.productCount,
      connections: 10,
      queries: neverAsked.length,
      p50Ms: cold.p50,
      p99Ms: cold.p99,
      note: 'each search asked once: no reply kept for it yet',
      errors: cold.errors,
    },
    firstScreen: {
      products: hyper.productCount,
      gzipBytes: firstScreen[0].gzip + firstScreen[1].gzip,
      plainBytes: firstScreen[0].plain + firstScreen[1].plain,
      goal: '<= ~60 KB',
    },
    database: databaseKind,
  };
  console.table({
    'GET /api/shops vs hello': { value: figures.shops.ratio, goal: figures.shops.goal },
    'product list gzip vs static': {
      value: figures.productListGzip.ratio,
      goal: figures.productListGzip.goal,
    },
    'search p99 ms (50k)': { value: figures.inShopSearch.p99Ms, goal: figures.inShopSearch.goal },
    'search p99 ms, never asked before': { value: cold.p99, goal: figures.inShopSearch.goal },
    'first screen KB (gzip / plain)': {
      value: `${(figures.firstScreen.gzipBytes / 1024).toFixed(1)} / ${(figures.firstScreen.plainBytes / 1024).toFixed(1)}`,
      goal: figures.firstScreen.goal,
    },
  });
  console.log(
    `bench/catalogue: written to ${recordResults(databaseUrl ? 'catalogue-postgres' : 'catalogue', figures)}`,
  );
} finally {
  for (const anchor of anchors) anchor.stop();
  await server.stop();
  await fresh?.drop();
}
