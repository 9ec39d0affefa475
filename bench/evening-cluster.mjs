#!/usr/bin/env node
// An evening on three processes: bench/evening.mjs's scenario and steps against `npm run cluster`
// (scripts/cluster.mjs: three built server processes on PostgreSQL sharing Redis, behind HAProxy), all on
// this machine with the load generator. Reports the highest arrival rate of customers with p99 <= 300 ms
// over every HTTP request, no error and no missed live update (a socket may sit on another process than
// the one that made the change: the update crosses Redis).
// Needs `npm run build`, PostgreSQL (BENCH_PG_URL) and Redis (EVENING_REDIS_URL, default database 11 of
// 127.0.0.1:6379); HAProxy on 3510, the processes on 3511-3513, their metrics on 3514-3516.
//
//   npm run bench -- evening      (both this and bench/evening.mjs)
//   node bench/evening-cluster.mjs   (EVENING_RATES=2,4,7 EVENING_STEP_SECONDS=20 to vary)
//
// EVENING_BUILD=/path/to/checkout runs that checkout's built cluster instead (its scripts/cluster.mjs and
// build; e.g. the round-3 main, docs/SCALING.md): the processes of two builds compete for the same ports,
// so two builds' clusters run one after the other, each with its own result.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freshDatabase, JWT_SECRET, reportEvening, stepTheEvening } from './lib/evening-run.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.EVENING_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const LB_PORT = 3510;
const STARTUP_MS = 150_000;
const started = Date.now();
const build = process.env.EVENING_BUILD;

const database = await freshDatabase(adminUrl, 'cluster');
let output = '';
const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  ...(build ? { cwd: build } : {}),
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    CLUSTER_PORT: String(LB_PORT),
    CLUSTER_BIND: '127.0.0.1',
    CLUSTER_APP_PORTS: '3511,3512,3513',
    CLUSTER_METRICS_PORTS: '3514,3515,3516',
    SEED_DEMO: 'true',
    DEMO_SHOPPERS: 'false',
    JWT_SECRET,
    LOG_LEVEL: 'error',
    GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
    GEOCODER_NOMINATIM_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const keep = (chunk) => {
  output = (output + chunk).slice(-8000);
};
cluster.stdout.on('data', keep);
cluster.stderr.on('data', keep);
const stopped = new Promise((resolve) => cluster.once('exit', resolve));
// scripts/bench.mjs stops a bench that overruns with SIGINT: the cluster drains and goes with it.
process.once('SIGINT', () => {
  cluster.kill('SIGTERM');
  void stopped.then(() => process.exit(130));
});
try {
  while (!output.includes('Jhola is served at')) {
    if (cluster.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
    if (Date.now() - started > STARTUP_MS)
      throw new Error(`cluster not ready in ${STARTUP_MS} ms:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const label = build ? `3 processes, ${path.basename(build)}` : '3 processes';
  const result = await stepTheEvening({
    label,
    target: `http://127.0.0.1:${LB_PORT}`,
    databaseUrl: database.url,
    budgetMs: 4.4 * 60_000 - (Date.now() - started),
    rates: '4,6,8,10',
  });
  reportEvening(
    build ? `evening-cluster-${path.basename(build)}` : 'evening-cluster',
    { label, processes: 3, database: 'PostgreSQL + Redis, HAProxy' },
    result,
  );
} finally {
  cluster.kill('SIGTERM');
  await Promise.race([stopped, new Promise((r) => setTimeout(r, 20_000))]);
  await database.drop();
}
