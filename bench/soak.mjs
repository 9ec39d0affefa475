#!/usr/bin/env node
// The soak (issue 48, point 4): the evening (bench/faults/evening-load.mjs: customers paying online and
// cash, shoppers, admins, sockets) at 50 % of one process's best rate for SOAK_MINUTES (60 by default) on
// one built server with PostgreSQL and Redis of the bench's own; every minute it reads the server's heap,
// RSS, event-loop delay (p99 of the minute), open handles, the database's connections and Redis's memory.
// bench/soak/trend.mjs judges each over the last half (a least-squares slope; a rise over 10 % of its mean
// is growth) and draws the chart: bench/results/soak.html, the samples in bench/results/soak.json.
// Exit 1 when any figure grows. Not run by CI, nor by a whole `npm run bench`.
// Ports: the server 3561 (metrics 3562), PostgreSQL 3567, Redis 3569.
//
//   npm run bench -- soak               (SOAK_MINUTES=10 for a shorter one; SOAK_RATE=3 customers/s, or
//                                        SOAK_BEST_RATE=10 to run at half of it)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { runEvening } from './faults/evening-load.mjs';
import { startPostgres, startRedis } from './faults/services.mjs';
import { JWT_SECRET, seedPeople } from './lib/evening-run.mjs';
import { withClient } from './lib/pg-client.mjs';
import { recordResults } from './lib/record-results.mjs';
import { startServer } from './lib/start-server.mjs';
import { takeSample } from './soak/sample.mjs';
import { judgeSoak, soakChartHtml } from './soak/trend.mjs';

const resultsDir = path.resolve('bench/results');
mkdirSync(resultsDir, { recursive: true });
const PORTS = { server: 3561, metrics: 3562, pg: 3567, redis: 3569 };
const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const rate = Number(process.env.SOAK_RATE ?? (Number(process.env.SOAK_BEST_RATE ?? 10) * 0.5).toFixed(1));
const load = () => loadavg().map((l) => Number(l.toFixed(1)));
const log = (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((e) => console.error(e.message));
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
// A bug of the bench's own must not leave its PostgreSQL, Redis and servers running.
process.once('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

let exitCode = 1;
try {
  const pg = await startPostgres({ port: PORTS.pg });
  cleanups.push(() => pg.stop());
  await withClient(pg.url('postgres'), (c) => c.query('create database jhola_soak'));
  const redis = await startRedis({ port: PORTS.redis });
  cleanups.push(() => redis.stop());
  const databaseUrl = pg.url('jhola_soak');
  const server = await startServer({
    port: PORTS.server,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      METRICS_PORT: String(PORTS.metrics),
      METRICS_HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
      GEOCODER_NOMINATIM_INTERVAL_MS: '0',
    },
  });
  cleanups.push(() => server.stop());
  const people = await seedPeople(databaseUrl, server.url);
  const where = {
    metricsUrl: `http://127.0.0.1:${PORTS.metrics}/metrics`,
    databaseUrl: pg.url('postgres'),
    database: 'jhola_soak',
    redisPort: PORTS.redis,
  };
  log(
    `soak: the evening at ${rate} customers/s on one process for ${minutes} min (load average ${load().join(', ')})`,
  );
  const started = Date.now();
  const samples = [];
  const sample = async () => {
    const minute = Math.round((Date.now() - started) / 60_000);
    const figures = await takeSample(where);
    samples.push({ minute, figures, loadAverage: load() });
    // Kept as they come: a soak stopped early still leaves its figures.
    writeFileSync(path.join(resultsDir, 'soak.json'), JSON.stringify({ rate, minutes, samples }, null, 2));
    log(`soak: minute ${minute}: ${JSON.stringify(figures)} (load average ${load().join(', ')})`);
  };
  await sample();
  // Samples while customers arrive; the orders still open at the end finish unsampled (a drain is not a soak).
  const timer = setInterval(() => {
    if (Date.now() - started <= minutes * 60_000 + 5_000)
      void sample().catch((e) => log(`soak: sample failed: ${e.message}`));
  }, 60_000);
  const counts = await runEvening({
    people,
    target: server.url,
    rate,
    record: () => {},
    webhookDelayMs: () => 0,
    until: () => Date.now() - started > minutes * 60_000,
    log,
  });
  clearInterval(timer);
  const verdicts = judgeSoak(samples);
  const title = `Jhola soak: ${minutes} min at ${rate} customers/s, one process (${new Date().toISOString().slice(0, 16)} UTC)`;
  writeFileSync(path.join(resultsDir, 'soak.html'), soakChartHtml(samples, title));
  writeFileSync(
    path.join(resultsDir, 'soak.json'),
    JSON.stringify({ rate, minutes, counts, samples, verdicts }, null, 2),
  );
  for (const v of verdicts)
    log(
      `soak: ${v.name}: ${v.grows ? 'GROWS' : 'steady'} (last half ${(v.rise * 100).toFixed(1)} % of its mean)`,
    );
  const grows = verdicts.filter((v) => v.grows);
  log(
    `soak: ${grows.length === 0 ? 'PASS' : 'FAIL'}: ${counts.customers} customers, ${counts.delivered} delivered, ${counts.failed} failed; chart bench/results/soak.html`,
  );
  recordResults('soak', {
    rate,
    minutes,
    processes: 1,
    evening: counts,
    samples,
    verdicts,
    passed: grows.length === 0,
  });
  exitCode = grows.length === 0 && counts.failed === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
