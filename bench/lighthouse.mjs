#!/usr/bin/env node
// Lighthouse 12 mobile runs of the home page, the 5,482-product shop page, the cart, the checkout, an
// order page, the staff app's picking checklist (40 items) and its admin board, against the BUILT app
// served by the real server on a fresh temporary DATA_DIR with the demo data. The cart and the orders are
// made through the API first (bench/lib/lighthouse-pages.mjs). The budgets are Lighthouse CI's: every
// report goes into a `.lighthouseci` folder and `lhci assert` checks them against bench/lighthouserc.json
// (the median of the runs per page); this exits non-zero when a page is over budget (decision 0048).
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--only home,shop] [--json out.json] [--lhr-dir folder]
//     [--port 3411]
//
// The settings (mobile, simulated slow 4G, 4x CPU) and the number of runs come from the same rc file.
// The figures (with the machine's load average, since TBT on a busy machine is not the app's) are merged
// into bench/results/latest.json under "lighthouse". Set WEB_DIST to measure another build of the app.
//
// Every page needs a signed-in customer. Lighthouse cannot set local storage, so for every run a fresh
// Chromium (Debian's, via chrome-launcher) is started with a fresh profile; Playwright connects to it over
// CDP, opens a JSON endpoint of the same origin (so no app script is cached), writes the session the
// app reads (customerAuth, token, user) and the page's own keys (the cart), and disconnects. Lighthouse then loads the page in that browser
// with storage reset turned off: a cold HTTP cache, but a signed-in customer.
//
// Printed per page (median over the runs): performance score, LCP, TBT, CLS, and the JavaScript of the
// first load (bytes over the wire, and uncompressed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { preparePages } from './lib/lighthouse-pages.mjs';
import { recordResults } from './lib/record-results.mjs';
import { signedInChrome } from './lib/signed-in-chrome.mjs';
import { startServer } from './lib/start-server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    /** Only these pages (keys: home, shop, cart, checkout, order, picking, board), comma-separated. */
    only: { type: 'string' },
    json: { type: 'string' },
    /** Keep every full Lighthouse report (JSON) and its trace in this folder, for digging into a figure. */
    'lhr-dir': { type: 'string' },
    /** The server's port (on a shared machine each engineer has a range); a free one when not given. */
    port: { type: 'string' },
  },
});
const RC_FILE = path.resolve('bench/lighthouserc.json');
const rc = JSON.parse(readFileSync(RC_FILE, 'utf8')).ci;
const RUNS = Math.max(1, Number(args.runs) || rc.collect.numberOfRuns);
/** Where Lighthouse CI looks for reports: `.lighthouseci/lhr-<digits>.json` under its working folder. */
const lhciRoot = mkdtempSync(path.join(tmpdir(), 'jhola-lhci-'));
const lhciReports = path.join(lhciRoot, '.lighthouseci');
mkdirSync(lhciReports);
let reportCount = 0;
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    jsTransferBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsResourceBytes: scripts.reduce((s, r) => s + (r.resourceSize ?? 0), 0),
    jsFiles: scripts.length,
    // How fast Lighthouse found this host (issue 47): TBT is main-thread work scaled by it, so every
    // figure is reported with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtimeError: lhr.runtimeError?.message,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The 1-minute load average, rounded: a figure taken on a busy machine says so. */
const load = () => Number(loadavg()[0].toFixed(2));

async function measure({ url, storage, session: pageSession }, origin, customerSession) {
  const session = pageSession === undefined ? customerSession : pageSession;
  const runs = [];
  // A run whose trace failed (Lighthouse's runtimeError, e.g. NO_NAVSTART on a busy machine) has no
  // figures: it is tried again, at most twice, instead of counting as a score of 0.
  for (let i = 0, failed = 0; i < RUNS; i++) {
    const chrome = await signedInChrome(origin, session, storage);
    const loadBefore = load();
    try {
      const result = await lighthouse(url, {
        ...rc.collect.settings,
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      if (result.lhr.runtimeError && failed < 2) {
        failed++;
        i--;
        console.log(`  run failed (${result.lhr.runtimeError.code}), trying again`);
        continue;
      }
      runs.push({ ...figures(result.lhr), loadAverage: Math.max(loadBefore, load()) });
      const id = `${Date.now()}${String(reportCount++).padStart(3, '0')}`;
      writeFileSync(path.join(lhciReports, `lhr-${id}.json`), result.report);
      if (args['lhr-dir']) {
        mkdirSync(args['lhr-dir'], { recursive: true });
        const slug = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
        const file = `${slug}-${i + 1}.json`;
        writeFileSync(path.join(args['lhr-dir'], file), result.report);
        // The trace of the observed load (unthrottled: Lighthouse simulates the slow phone from it).
        writeFileSync(
          path.join(args['lhr-dir'], file.replace(/\.json$/, '.trace.json')),
          JSON.stringify(result.artifacts.Trace),
        );
      }
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    jsTransferBytes: pick('jsTransferBytes'),
    jsResourceBytes: pick('jsResourceBytes'),
    jsFiles: pick('jsFiles'),
    benchmarkIndex: pick('benchmarkIndex'),
    loadAverage: pick('loadAverage'),
    lcpElement: runs[0].lcpElement,
    runs,
  };
}

/** The budget in the figures' units, read from the rc file's assertions (one place for the numbers). */
function budgetOf(assertions) {
  const option = (id, key) => assertions[id][1][key];
  return {
    score: Math.round(option('categories:performance', 'minScore') * 100),
    lcpMs: option('largest-contentful-paint', 'maxNumericValue'),
    tbtMs: option('total-blocking-time', 'maxNumericValue'),
    cls: option('cumulative-layout-shift', 'maxNumericValue'),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startServer({ port: args.port ? Number(args.port) : undefined });
try {
  const { session, pages: all } = await preparePages(server.url);
  const only = args.only?.split(',');
  const pages = only ? all.filter((p) => only.includes(p.key)) : all;

  const results = [];
  for (const page of pages) {
    console.log(`Lighthouse (mobile, ${RUNS} run${RUNS > 1 ? 's' : ''}): ${page.name} ...`);
    results.push({
      key: page.key,
      name: page.name,
      url: page.url,
      ...(await measure(page, server.url, session)),
    });
  }

  console.log('\nLighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), Chromium headless');
  console.table(
    results.map((r) => ({
      page: r.name,
      score: r.score,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'FCP ms': r.fcpMs,
      'JS (wire)': kb(r.jsTransferBytes),
      'JS (uncompressed)': kb(r.jsResourceBytes),
      'JS files': r.jsFiles,
      'benchmark index': r.benchmarkIndex,
      'load avg': r.loadAverage,
    })),
  );
  for (const r of results) {
    if (r.lcpElement) console.log(`LCP element, ${r.name}: ${r.lcpElement}`);
    for (const run of r.runs)
      if (run.runtimeError) console.log(`Runtime error, ${r.name}: ${run.runtimeError}`);
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
  const budget = budgetOf(rc.assert.assertions);
  const pagesFigures = Object.fromEntries(
    results.map(({ key, runs: _runs, url: _url, ...r }) => [
      key,
      {
        ...r,
        withinBudget:
          r.score >= budget.score &&
          r.lcpMs <= budget.lcpMs &&
          r.tbtMs <= budget.tbtMs &&
          r.cls <= budget.cls,
      },
    ]),
  );
  console.log(
    `bench/lighthouse: written to ${recordResults('lighthouse', { runs: RUNS, budget, pages: pagesFigures })}`,
  );
} finally {
  await server.stop();
}

console.log(`\nLighthouse CI: lhci assert --config=${path.relative(process.cwd(), RC_FILE)}`);
const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const assert = spawnSync(process.execPath, [lhci, 'assert', `--config=${RC_FILE}`], {
  cwd: lhciRoot,
  stdio: 'inherit',
});
rmSync(lhciRoot, { recursive: true, force: true });
process.exitCode = assert.status ?? 1;
