#!/usr/bin/env node
import { reportBuilds, stepBuildsSideBySide } from './lib/evening-builds.mjs';
// An evening on one process: the highest arrival rate of customers (each browsing, searching, ordering and
// keeping the order's socket open while a shopper takes it through every stage, admins watching the board;
// bench/evening/scenario.yml, run by Artillery) that one built server process on PostgreSQL answers with
// p99 <= 300 ms over every HTTP request, no error and no missed live update. The load generator runs on
// the same machine. See bench/lib/evening-run.mjs for the steps; docs/SCALING.md for what they mean.
// Needs `npm run build` and PostgreSQL (BENCH_PG_URL); uses port 3501 (EVENING_PORT) and a fresh
// database, dropped after.
//
//   npm run bench -- evening      (both this and bench/evening-cluster.mjs)
//   node bench/evening.mjs        (EVENING_RATES=2,4,7 EVENING_STEP_SECONDS=20 to vary)
//
// EVENING_BUILDS=/path/a,/path/b: two builds side by side in one run (bench/lib/evening-builds.mjs), each
// a checkout with `npm run build` done, on ports EVENING_PORT, +1, ...: each build's best rate, the ratio
// and the CPU per order (server process + its PostgreSQL backends). EVENING_CPU_PROF=<dir>: each server
// writes a V8 CPU profile there when it stops (node --cpu-prof).
import { freshDatabase, JWT_SECRET, reportEvening, stepTheEvening } from './lib/evening-run.mjs';
import { startServer } from './lib/start-server.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.EVENING_PORT ?? 3501);
const builds = process.env.EVENING_BUILDS?.split(',').filter(Boolean) ?? [];
const profileDir = process.env.EVENING_CPU_PROF;
const started = Date.now();
const servers = [];
const databases = [];
// scripts/bench.mjs stops a bench that overruns with SIGINT: the servers go with it.
process.once('SIGINT', () => {
  for (const server of servers) server.child.kill(profileDir ? 'SIGTERM' : 'SIGKILL');
  process.exit(130);
});

/** One built server on a fresh database of its own. */
async function start(build, i) {
  const database = await freshDatabase(adminUrl, builds.length > 0 ? `b${i}` : 'one');
  databases.push(database);
  const server = await startServer({
    port: port + i,
    ...(build ? { build } : {}),
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      SEED_DEMO: 'true',
      DEMO_SHOPPERS: 'false',
      JWT_SECRET,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      // Offline: geocoding fails at once (nothing listens on port 9); an order never waits for it.
      GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
      GEOCODER_NOMINATIM_INTERVAL_MS: '0',
    },
  });
  servers.push(server);
  return { server, database };
}

try {
  if (builds.length > 0) {
    reportBuilds(await stepBuildsSideBySide({ builds, rates: '2,4,6,8,10,12,14,16,20,24', start, adminUrl }));
  } else {
    const { server, database } = await start(null, 0);
    const result = await stepTheEvening({
      label: '1 process',
      target: server.url,
      databaseUrl: database.url,
      budgetMs: 4.4 * 60_000 - (Date.now() - started),
      rates: '2,4,7,10,12,14',
    });
    reportEvening('evening', { label: '1 process', processes: 1, database: 'PostgreSQL' }, result);
  }
} finally {
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
}
