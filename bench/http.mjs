#!/usr/bin/env node
// HTTP throughput of the catalogue against a bare Fastify hello-world, measured in the same run on the
// same machine. Starts the BUILT server (building first when apps/server/dist/server.js is missing) on a
// fresh temporary DATA_DIR with the demo data (PGlite), and a hello-world in its own process; loads
//   GET /api/shops, GET /api/products/shop/<the 5,000-product shop> (fresh, and revalidated with
//   If-None-Match → 304) and the hello-world
// with autocannon, 100 connections, without and with pipelining (10), and prints requests per second,
// p99 latency and each endpoint's ratio to hello-world. Requests send `accept-encoding: br, gzip` as a
// browser does.
//
//   node bench/http.mjs        (BENCH_HTTP_SECONDS=10, BENCH_HTTP_CONNECTIONS=100 to vary)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startServer } from './lib/start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 100);
const HEADERS = { 'accept-encoding': 'br, gzip' };

function ensureBuild() {
  if (existsSync(path.join(root, 'apps/server/dist/server.js'))) return;
  console.log('bench/http: no server build, running npm run build first');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A bare Fastify (the server's own copy) answering {"hello":"world"}, in its own process like the server. */
async function startHelloWorld() {
  const port = await freePort();
  const fastify = pathToFileURL(
    createRequire(path.join(root, 'apps/server/package.json')).resolve('fastify'),
  );
  const code = `const { default: Fastify } = await import(${JSON.stringify(fastify.href)});
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`hello-world exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function load(url, pipelining, headers) {
  // A long timeout: with 1,000 requests in flight a database-bound endpoint answers late, and a late
  // answer is a latency to report, not an error.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    pipelining,
    headers,
    timeout: 120,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1e6,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

ensureBuild();
console.log(`bench/http: starting the built server (demo data on PGlite) and a hello-world...`);
const server = await startServer({ env: { DEMO_SHOPPERS: 'false', LOG_LEVEL: 'warn' } });
const hello = await startHelloWorld();
try {
  const shops = (await (await fetch(`${server.url}/api/shops?limit=100`)).json()).data.shops;
  const big = shops.reduce((a, b) => (b.productCount > a.productCount ? b : a));
  const productsUrl = `${server.url}/api/products/shop/${big._id}`;
  const first = await fetch(productsUrl, { headers: HEADERS });
  const etag = first.headers.get('etag');
  const body = await first.arrayBuffer();
  console.log(
    `bench/http: ${big.name}, ${big.productCount} products, ${(body.byteLength / 1024).toFixed(0)} KiB ${first.headers.get('content-encoding')}; ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );

  const targets = [
    { name: 'hello-world', url: hello.url, headers: HEADERS },
    { name: 'GET /api/shops', url: `${server.url}/api/shops`, headers: HEADERS },
    { name: `GET /api/products/shop/:id (${big.productCount})`, url: productsUrl, headers: HEADERS },
    { name: '  same, If-None-Match → 304', url: productsUrl, headers: { ...HEADERS, 'if-none-match': etag } },
  ];
  const rows = [];
  for (const pipelining of [1, 10]) {
    let base = null;
    for (const target of targets) {
      // A few requests first, so the measured run does not pay for JIT warm-up and cold caches.
      for (let i = 0; i < 20; i++) await (await fetch(target.url, { headers: target.headers })).arrayBuffer();
      const r = await load(target.url, pipelining, target.headers);
      // autocannon stops sending, but pipelined requests may still be queued in the server: let them
      // drain (health answers after them) so they do not slow down the next run.
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      base ??= r.rps;
      rows.push({
        endpoint: target.name,
        pipelining,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        'MB/s': Number(r.mbps.toFixed(1)),
        'vs hello': `${((r.rps / base) * 100).toFixed(1)} %`,
        // The 304 row answers 304 on purpose, so its non-2xx count is every request.
        'non-2xx': r.non2xx,
        errors: r.errors,
      });
      console.log(`  ${target.name}, pipelining ${pipelining}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms`);
    }
  }
  console.log('\nHTTP benchmark (requests per second, p99 latency, ratio to a bare Fastify hello-world):');
  console.table(rows);
} finally {
  hello.stop();
  await server.stop();
}
