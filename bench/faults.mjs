#!/usr/bin/env node
// The evening with faults (issue 48, decision 0067): `npm run cluster`'s three processes behind HAProxy on
// a PostgreSQL and a Redis of the bench's own (so it may restart them), PostgreSQL reached through a TCP
// delay proxy; the evening (bench/faults/evening-load.mjs) at 70 % of the best rate, every request, answer
// and live event written to a history; meanwhile each fault once, a gap apart: kill -9 of one process
// (the cluster starts a new one), a Redis restart, `pg_ctl restart -m fast`, webhooks stalled 60 s, a 5 s
// delay on every round trip to the database. Then the checker holds the history against the database and
// prints its counts and verdict (exit 1 on any violation or stuck order).
// Needs `npm run build`, PostgreSQL's binaries (/usr/lib/postgresql/*/bin), redis-server and HAProxy.
// Ports: HAProxy 3550, the processes 3551-3553, their metrics 3554-3556, PostgreSQL 3557, the delay proxy
// 3558, Redis 3559.
//
//   npm run bench -- faults            (about 9 minutes)
//   FAULTS_GAP=20 node bench/faults.mjs   (a shorter try: faults 20 s apart; the stall and delay shrink too)
//   FAULTS_RATE=3 (customers/s to run at) or FAULTS_BEST_RATE=7 (runs at 70 % of it)
//   FAULTS_LOG_LEVEL=info (the cluster's log level, error by default; its whole log is kept in
//   bench/results/faults-cluster.log: each 503's reason, and at info each request's time on the server)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { checkHistory, readHistory } from './faults/checker.mjs';
import { startDelayProxy } from './faults/delay-proxy.mjs';
import { runEvening } from './faults/evening-load.mjs';
import { readFacts } from './faults/facts.mjs';
import { waitForPaymentsSettled } from './faults/payments-settled.mjs';
import { planFaults, runFaults } from './faults/schedule.mjs';
import { startPostgres, startRedis } from './faults/services.mjs';
import { JWT_SECRET, seedPeople } from './lib/evening-run.mjs';
import { withClient } from './lib/pg-client.mjs';
import { recordResults } from './lib/record-results.mjs';

const PORTS = {
  lb: 3550,
  apps: [3551, 3552, 3553],
  metrics: [3554, 3555, 3556],
  pg: 3557,
  proxy: 3558,
  redis: 3559,
};
const gapMs = Number(process.env.FAULTS_GAP ?? 60) * 1000;
const bestRate = Number(process.env.FAULTS_BEST_RATE ?? 7);
const rate = Number(process.env.FAULTS_RATE ?? (bestRate * 0.7).toFixed(1));
/** The stall and the delay last as long as the issue asks, unless the gap is too short to hold them. */
const stallMs = Math.min(60_000, gapMs - 5_000);
/** "5 s network delay to the database": added to each round trip, half each way. */
const DB_DELAY_MS = 5_000;
const load = () => loadavg().map((l) => Number(l.toFixed(1)));
const log = (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

const resultsDir = path.resolve('bench/results');
mkdirSync(resultsDir, { recursive: true });
const historyFile = path.join(resultsDir, 'faults-history.jsonl');
const history = createWriteStream(historyFile);
// A customer still stuck when the drain gives up may answer after the history is closed: not recorded
// (it is counted as still open), rather than a write after the end that stopped the run before its verdict.
const record = (entry) => {
  if (!history.writableEnded) history.write(`${JSON.stringify(entry)}\n`);
};

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((e) => console.error(e.message));
};
// scripts/bench.mjs stops a bench that overruns with SIGINT: everything this started goes with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
// A bug of the bench's own must not leave its PostgreSQL, Redis and servers running.
process.once('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

/** Starts scripts/cluster.mjs on the given services; resolves once HAProxy serves it. */
async function startCluster(databaseUrl, redisUrl, stateFile) {
  let output = '';
  const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CLUSTER_PORT: String(PORTS.lb),
      CLUSTER_BIND: '127.0.0.1',
      CLUSTER_APP_PORTS: PORTS.apps.join(','),
      CLUSTER_METRICS_PORTS: PORTS.metrics.join(','),
      CLUSTER_STATE_FILE: stateFile,
      SEED_DEMO: 'true',
      DEMO_SHOPPERS: 'false',
      JWT_SECRET,
      // FAULTS_LOG_LEVEL=warn keeps each 503's reason (a deadline, the pool's queue, the breaker) in the log.
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error',
      GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
      GEOCODER_NOMINATIM_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Every line the cluster writes is kept in bench/results/faults-cluster.log (the last 20 kB in memory).
  const logFile = createWriteStream(path.join(resultsDir, 'faults-cluster.log'));
  cleanups.push(async () => new Promise((resolve) => logFile.end(resolve)));
  const keep = (chunk) => {
    logFile.write(chunk);
    output = (output + chunk).slice(-20_000);
  };
  cluster.stdout.on('data', keep);
  cluster.stderr.on('data', keep);
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  cleanups.push(async () => {
    cluster.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  });
  const started = Date.now();
  while (!output.includes('Jhola is served at')) {
    if (cluster.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
    if (Date.now() - started > 240_000) throw new Error(`cluster not ready in 240 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { output: () => output };
}

const readyAt = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};
/** Until the URL answers 200 (a fault's window lasts until the service answers again). */
async function until200(url, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  while (!(await readyAt(url))) {
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const runStarted = Date.now();
const loadAtStart = load();
let exitCode = 1;
try {
  const work = mkdtempSync(path.join(tmpdir(), 'jhola-faults-'));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  const pg = await startPostgres({ port: PORTS.pg });
  cleanups.push(() => pg.stop());
  await withClient(pg.url('postgres'), (c) => c.query('create database jhola_faults'));
  const redis = await startRedis({ port: PORTS.redis });
  cleanups.push(() => redis.stop());
  const proxy = await startDelayProxy({ target: { host: '127.0.0.1', port: PORTS.pg }, port: PORTS.proxy });
  cleanups.push(() => proxy.close());
  const stateFile = path.join(work, 'cluster.json');
  log(
    `faults: PostgreSQL on ${PORTS.pg} (through the delay proxy on ${PORTS.proxy}), Redis on ${PORTS.redis}; starting the cluster`,
  );
  const cluster = await startCluster(
    `postgres://postgres@127.0.0.1:${PORTS.proxy}/jhola_faults`,
    redis.url,
    stateFile,
  );
  const target = `http://127.0.0.1:${PORTS.lb}`;
  const databaseUrl = pg.url('jhola_faults');
  const people = await seedPeople(databaseUrl, target);

  let stallUntil = 0;
  const lbReady = () => until200(`${target}/api/ready`);
  const actions = {
    'kill-9-one-process': {
      start: async () => {
        const victim = JSON.parse(readFileSync(stateFile, 'utf8')).apps[1];
        log(`faults: kill -9 ${victim.name} (pid ${victim.pid})`);
        process.kill(victim.pid, 'SIGKILL');
        // scripts/cluster.mjs starts a new one a second later; the fault lasts until it answers.
        for (;;) {
          await new Promise((r) => setTimeout(r, 250));
          const now = JSON.parse(readFileSync(stateFile, 'utf8')).apps[1];
          if (now.pid && now.pid !== victim.pid) break;
        }
        await until200(`http://127.0.0.1:${victim.port}/api/ready`, 180_000);
      },
    },
    'redis-restart': {
      start: async () => {
        log('faults: Redis restart');
        await redis.restart();
        await lbReady();
      },
    },
    'postgres-restart': {
      start: async () => {
        log('faults: pg_ctl restart -m fast');
        await pg.restart();
        await lbReady();
      },
    },
    'webhook-stall-60s': {
      start: () => {
        log(`faults: webhooks stalled for ${stallMs / 1000} s`);
        stallUntil = Date.now() + stallMs;
      },
      stop: () => {
        stallUntil = 0;
      },
    },
    'database-delay-5s': {
      start: () => {
        log(`faults: ${DB_DELAY_MS} ms more on every round trip to PostgreSQL`);
        proxy.setDelay(DB_DELAY_MS / 2);
      },
      stop: () => proxy.setDelay(0),
    },
  };
  const plan = planFaults({
    warmupMs: gapMs,
    gapMs,
    tailMs: Math.round(gapMs * 1.5),
    lastsMs: { 'webhook-stall-60s': stallMs, 'database-delay-5s': Math.min(30_000, gapMs / 2) },
  });
  const planEnd = Math.max(...plan.map((f) => f.atMs + f.lastsMs)) + Math.round(gapMs * 0.75);
  log(
    `faults: the evening at ${rate} customers/s; faults ${plan.map((f) => `${f.name} at ${f.atMs / 1000} s`).join(', ')}`,
  );
  const loadStarted = Date.now();
  const evening = runEvening({
    people,
    target,
    rate,
    record,
    // During the stall, a checkout's webhooks are sent only once it is over.
    webhookDelayMs: () => Math.max(0, stallUntil - Date.now()),
    until: () => Date.now() - loadStarted > planEnd,
    log,
  });
  const faults = runFaults(plan, actions, {
    record: (entry) => {
      record(entry);
      log(`faults: ${entry.name} lasted ${((entry.end - entry.start) / 1000).toFixed(1)} s`);
    },
  });
  const [counts] = await Promise.all([evening, faults]);
  await new Promise((resolve) => history.end(resolve));
  log(`faults: the evening is over (${JSON.stringify(counts)}); reading the database`);

  const records = readHistory(historyFile);
  const customers = [
    ...new Set(records.flatMap((r) => (r.type === 'request' && r.customerId ? [r.customerId] : []))),
  ];
  // A retry's backoff after the database fault is 15-60 s: two minutes covers it.
  await waitForPaymentsSettled(databaseUrl, { boundMs: 120_000, log });
  const facts = await readFacts(databaseUrl, customers);
  const verdict = checkHistory(records, facts);
  const byRule = {};
  for (const v of verdict.violations) {
    byRule[v.rule] = byRule[v.rule] ?? [];
    byRule[v.rule].push(v.detail);
  }
  for (const [rule, details] of Object.entries(byRule)) {
    console.log(`${rule}: ${details.length}`);
    for (const detail of details.slice(0, 5)) console.log(`  ${detail}`);
  }
  const historyBytes = statSync(historyFile).size;
  const passed = verdict.ok && counts.failed === 0 && counts.stillOpen === 0;
  console.log(
    `faults: history ${historyFile}: ${records.length} records, ${(historyBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(`faults: checker counts ${JSON.stringify(verdict.counts)}`);
  console.log(
    `faults: ${passed ? 'PASS' : 'FAIL'}: ${verdict.violations.length} violations${
      counts.failed ? `, ${counts.failed} stuck flows ${JSON.stringify(counts.failures)}` : ''
    }${counts.stillOpen ? `, ${counts.stillOpen} orders still open after the drain` : ''} (load average ${loadAtStart.join(', ')} at the start, ${load().join(', ')} now; ${Math.round((Date.now() - runStarted) / 1000)} s)`,
  );
  if (!passed && verdict.violations.length > 0) console.log(cluster.output().slice(-3000));
  recordResults('faults', {
    rate,
    processes: 3,
    plan,
    evening: counts,
    history: { records: records.length, bytes: historyBytes },
    counts: verdict.counts,
    violations: Object.fromEntries(Object.entries(byRule).map(([rule, list]) => [rule, list.length])),
    passed,
    loadAverage: { start: loadAtStart, end: load() },
  });
  exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
