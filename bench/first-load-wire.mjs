#!/usr/bin/env node
// The JavaScript `/` and the biggest shop's page download before they are idle, in Debian's Chromium
// (transferred bytes, brotli, until the network is quiet: scripts/lib/wire-js.mjs), for a visitor and
// for the signed-in demo customer, against the BUILT server: a running one (--url), else one started
// here on a fresh DATA_DIR (about a minute). The guard of `npm test` is e2e/first-load-wire.spec.ts.
//
//   npm run build && node bench/first-load-wire.mjs [--url http://127.0.0.1:3000]
//
// Prints every file and the margin to the 100 KiB goal (issue 47); merges the totals into
// bench/results/latest.json under "first-load-wire"; exits 1 over the goal.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { GOAL_KIB, wireJs } from '../scripts/lib/wire-js.mjs';
import { biggestShop, signIn } from './lib/lighthouse-pages.mjs';
import { recordResults } from './lib/record-results.mjs';
import { startServer } from './lib/start-server.mjs';

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const server = args.url ? null : await startServer();
const origin = args.url ?? server.url;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = {};
try {
  const session = await signIn(origin);
  const shop = await biggestShop(origin, session.token);
  const signedIn = {
    customerAuth: JSON.stringify({ token: session.token, user: session.user }),
    token: session.token,
    user: JSON.stringify({ ...session.user, token: session.token }),
  };
  for (const [who, storage] of [
    ['visitor', {}],
    ['customer', signedIn],
  ])
    for (const [page, path] of [
      ['home', '/'],
      ['shop', `/shop/${shop._id}`],
    ]) {
      const load = await wireJs(browser, `${origin}${path}`, storage);
      const kib = load.totalBytes / 1024;
      console.log(
        `\n${who} ${page}: ${kib.toFixed(1)} KiB in ${load.files.length} files (goal ${GOAL_KIB} KiB, ${(GOAL_KIB - kib).toFixed(1)} to spare)`,
      );
      for (const file of load.files)
        console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KiB  ${new URL(file.url).pathname}`);
      results[`${who}-${page}`] = { kib: Number(kib.toFixed(1)), files: load.files.length };
      if (kib > GOAL_KIB) process.exitCode = 1;
    }
} finally {
  await browser.close();
  await server?.stop();
}
const written = recordResults('first-load-wire', {
  goalKiB: GOAL_KIB,
  loadAverage: loadavg()[0],
  ...results,
});
console.log(`\nbench/first-load-wire: written to ${written}`);
