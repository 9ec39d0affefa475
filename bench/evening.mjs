#!/usr/bin/env node
// An evening on one process: the highest arrival rate of customers (each browsing, searching, ordering and
// keeping the order's socket open while a shopper takes it through every stage, admins watching the board;
// bench/evening/scenario.yml, run by Artillery) that one built server process on PostgreSQL answers with
// p99 <= 300 ms over every HTTP request, no error and no missed live update. The load generator runs on
// the same machine. See bench/lib/evening-run.mjs for the steps; docs/SCALING.md for what they mean.
// Needs `npm run build` and PostgreSQL (BENCH_PG_URL); uses port 3501 and a fresh database, dropped after.
//
//   npm run bench -- evening      (both this and bench/evening-cluster.mjs)
//   node bench/evening.mjs        (EVENING_RATES=2,4,7 EVENING_STEP_SECONDS=20 to vary)
import { freshDatabase, JWT_SECRET, reportEvening, stepTheEvening } from './lib/evening-run.mjs';
import { startServer } from './lib/start-server.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const database = await freshDatabase(adminUrl, 'one');
let server;
// scripts/bench.mjs stops a bench that overruns with SIGINT: the server goes with it.
process.once('SIGINT', () => {
  server?.child.kill('SIGKILL');
  process.exit(130);
});
try {
  server = await startServer({
    port: 3501,
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
  const result = await stepTheEvening({
    label: '1 process',
    target: server.url,
    databaseUrl: database.url,
    budgetMs: 4.4 * 60_000 - (Date.now() - started),
    rates: '2,4,7,10,12,14',
  });
  reportEvening('evening', { label: '1 process', processes: 1, database: 'PostgreSQL' }, result);
} finally {
  await server?.stop();
  await database.drop();
}
