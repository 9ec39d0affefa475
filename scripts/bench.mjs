#!/usr/bin/env node
// npm run bench: runs every bench/*.mjs in name order, each in its own process, prints its figures, and
// writes bench/results/latest.json (every bench's figures, with the run's load average) and
// bench/results/latest.md (the issue-16 table: figure, in-run anchor, ratio, goal). Database benches run
// on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// The benchmarks measure the BUILT app, so this builds first when no build exists. Their own packages
// (Artillery, autocannon, Lighthouse) are bench/package.json's, installed here when missing (decision 0058).
// `npm run bench -- http` runs only the files whose name contains "http" (and keeps the other figures).
// The long ones (faults, soak) run only when named: `npm run bench -- faults`, `npm run bench -- soak`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ensureBenchPackages } from '../bench/lib/bench-packages.mjs';
import { recordResults, resultsFile } from '../bench/lib/record-results.mjs';
import { writeResultsTable } from '../bench/lib/results-table.mjs';

/** A last resort (benches bound themselves): no single bench may hold up the whole run past this. */
const BENCH_TIMEOUT_MS = 5 * 60_000;
/** Lighthouse: seven pages, three runs each, a fresh browser per run (about 20 s a run). */
const LONGER_TIMEOUT_MS = {
  'lighthouse.mjs': 12 * 60_000,
  // The evening with faults: at most 10 minutes of faults, then the drain and the checker.
  'faults.mjs': 15 * 60_000,
  // The soak: SOAK_MINUTES (60 by default) of the evening, then the verdict.
  'soak.mjs': (Number(process.env.SOAK_MINUTES ?? 60) + 8) * 60_000,
};
/** Benches that take tens of minutes run only when named (`npm run bench -- faults`), not in a whole run. */
const ONLY_WHEN_NAMED = new Set(['faults.mjs', 'soak.mjs']);
const LIGHTHOUSE_JSON = 'bench/results/lighthouse.json';

const filter = process.argv[2];
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.mjs') && (filter ? f.includes(filter) : !ONLY_WHEN_NAMED.has(f)))
  .sort();
if (files.length === 0) {
  console.error(`npm run bench: no bench/*.mjs${filter ? ` matching "${filter}"` : ''}`);
  process.exit(1);
}

if (!ensureBenchPackages()) {
  console.error("npm run bench: could not install the benchmarks' packages (npm ci in bench/)");
  process.exit(1);
}

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  console.log('No build found: building Jhola first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const load = () => loadavg().map((l) => Number(l.toFixed(1)));
// A whole run starts a fresh record, so no figure of an earlier run can pass for this one's.
if (!filter) rmSync(resultsFile, { force: true });
const run = { startedAt: new Date().toISOString(), cpus: cpus().length, loadAverageAtStart: load() };
recordResults('run', run);

const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const env = {
  ...process.env,
  BENCH_PG_URL: pgUrl,
  BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? pgUrl,
  // bench/http.mjs (PGlite, pipelining) is a side view of the catalogue rows: shorter runs keep the whole
  // run near ten minutes.
  BENCH_HTTP_SECONDS: process.env.BENCH_HTTP_SECONDS ?? '5',
};
const summary = [];
for (const file of files) {
  console.log(`\n=== bench/${file} === (load average ${load().join(', ')})`);
  const started = Date.now();
  const args = file === 'lighthouse.mjs' ? ['--json', LIGHTHOUSE_JSON] : [];
  if (file === 'lighthouse.mjs') rmSync(LIGHTHOUSE_JSON, { force: true });
  const result = spawnSync(process.execPath, [`bench/${file}`, ...args], {
    stdio: 'inherit',
    env,
    timeout: LONGER_TIMEOUT_MS[file] ?? BENCH_TIMEOUT_MS,
    killSignal: 'SIGINT',
  });
  // Over budget is a failed bench, but its figures are still this run's and are kept.
  if (file === 'lighthouse.mjs' && existsSync(LIGHTHOUSE_JSON))
    recordResults('lighthouse', JSON.parse(readFileSync(LIGHTHOUSE_JSON, 'utf8')));
  summary.push({
    bench: file,
    result: result.status === 0 ? 'ok' : `FAILED (${result.status ?? result.signal})`,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}
recordResults('run', { ...run, finishedAt: new Date().toISOString(), loadAverageAtEnd: load() });
console.log('\n=== benchmarks ===');
console.table(summary);
console.log(`\n${writeResultsTable(resultsFile)}`);
console.log(`Written: ${resultsFile} and latest.md next to it`);
process.exit(summary.every((s) => s.result === 'ok') ? 0 : 1);
