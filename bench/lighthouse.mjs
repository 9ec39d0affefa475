#!/usr/bin/env node
// Lighthouse 12 mobile runs of the home page and of the 5,000-product shop page, against the BUILT
// app served by the real server on a fresh temporary DATA_DIR with the demo data.
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--json out.json] [--lhr-dir folder]
//
// Both pages need a signed-in customer. Lighthouse cannot set local storage, so for every run a fresh
// Chromium (Debian's, via chrome-launcher) is started with a fresh profile; Playwright connects to it over
// CDP, opens a JSON endpoint of the same origin (so no app script is cached), writes the session the
// app reads (customerAuth, token, user), and disconnects. Lighthouse then loads the page in that browser
// with storage reset turned off: a cold HTTP cache, but a signed-in customer.
//
// Printed per page (median over the runs): performance score, LCP, TBT, CLS, and the JavaScript of the
// first load (bytes over the wire, and uncompressed).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/start-server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    /** Keep every full Lighthouse report (JSON) in this folder, for digging into a figure. */
    'lhr-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];
const CUSTOMER = { email: 'customer@jhola.test', password: 'Customer@123' };

async function api(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

async function signedInChrome(origin, session) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'jhola-lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((s) => {
    localStorage.setItem('customerAuth', JSON.stringify({ token: s.token, user: s.user }));
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify({ ...s.user, token: s.token }));
  }, session);
  await page.close();
  await browser.close(); // disconnects only; the browser and its profile stay
  return {
    port: chrome.port,
    async kill() {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

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
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtimeError: lhr.runtimeError?.message,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function measure(url, origin, session) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await signedInChrome(origin, session);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      runs.push(figures(result.lhr));
      if (args['lhr-dir']) {
        mkdirSync(args['lhr-dir'], { recursive: true });
        const slug = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
        const file = `${slug}-${i + 1}.json`;
        writeFileSync(path.join(args['lhr-dir'], file), result.report);
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
    lcpElement: runs[0].lcpElement,
    runs,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startServer();
try {
  const session = await api(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const { shops } = await api(`${server.url}/api/shops?limit=100`);
  const big = shops.reduce((a, b) => (b.productCount > a.productCount ? b : a));
  const pages = [
    { name: 'Home', url: `${server.url}/` },
    { name: `Shop page (${big.name}, ${big.productCount} products)`, url: `${server.url}/shop/${big._id}` },
  ];

  const results = [];
  for (const page of pages) {
    console.log(`Lighthouse (mobile, ${RUNS} run${RUNS > 1 ? 's' : ''}): ${page.name} ...`);
    results.push({ ...page, ...(await measure(page.url, server.url, session)) });
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
    })),
  );
  for (const r of results) {
    if (r.lcpElement) console.log(`LCP element, ${r.name}: ${r.lcpElement}`);
    for (const run of r.runs)
      if (run.runtimeError) console.log(`Runtime error, ${r.name}: ${run.runtimeError}`);
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await server.stop();
}
