#!/usr/bin/env node
// What a request costs a page's simulated LCP: Lighthouse replays the fast load it observed as a slow phone
// (slow 4G, 4x CPU), and every request that finished before the largest paint is part of that replay.
// `gather` saves the loads of the BUILT app's pages (Lighthouse's gather mode: its devtools log and trace);
// `replay` runs Lighthouse's audits again on a saved load with requests taken out (`--drop`, a regular
// expression over their addresses; repeatable) and prints FCP and LCP, so the cost of each request is a
// difference of two replays of the same load, free of the run-to-run spread. Not part of `npm run bench`
// (it measures nothing against a goal): a tool for reading bench/lighthouse.mjs's figures (decision 0053).
//
//   npm run build && node bench/tools/lighthouse-what-if.mjs gather --only home,shop --out /tmp/loads
//   node bench/tools/lighthouse-what-if.mjs replay /tmp/loads/home --drop notices --drop 'manifest|icons/'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { preparePages } from '../lib/lighthouse-pages.mjs';
import { signedInChrome } from '../lib/signed-in-chrome.mjs';
import { startServer } from '../lib/start-server.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string', default: 'home,shop,checkout' },
    out: { type: 'string', default: path.join(tmpdir(), 'jhola-lighthouse-loads') },
    drop: { type: 'string', multiple: true, default: [] },
  },
});
const settings = JSON.parse(readFileSync(path.resolve('bench/lighthouserc.json'), 'utf8')).ci.collect
  .settings;
// Gathering and auditing must agree on every setting (Lighthouse refuses otherwise).
const flags = { ...settings, output: 'json', logLevel: 'error', disableStorageReset: true };
async function gather() {
  const server = await startServer();
  try {
    const { session, pages } = await preparePages(server.url);
    for (const key of args.only.split(',')) {
      const page = pages.find((p) => p.key === key);
      if (!page) throw new Error(`no page ${key} (${pages.map((p) => p.key).join(', ')})`);
      const chrome = await signedInChrome(
        server.url,
        page.session === undefined ? session : page.session,
        page.storage,
      );
      try {
        await lighthouse(page.url, { ...flags, port: chrome.port, gatherMode: path.join(args.out, key) });
        console.log(`${key}: ${path.join(args.out, key)}`);
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
}

async function replay(saved) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-what-if-'));
  try {
    cpSync(saved, dir, { recursive: true });
    const logFile = path.join(dir, 'defaultPass.devtoolslog.json');
    const log = JSON.parse(readFileSync(logFile, 'utf8'));
    const patterns = args.drop.map((d) => new RegExp(d));
    const dropped = new Set(
      log
        .filter((e) => e.method === 'Network.requestWillBeSent')
        .filter((e) => patterns.some((p) => p.test(e.params.request.url)))
        .map((e) => e.params.requestId),
    );
    writeFileSync(logFile, JSON.stringify(log.filter((e) => !dropped.has(e.params?.requestId))));
    const { lhr } = await lighthouse(undefined, { ...flags, auditMode: dir });
    const m = lhr.audits.metrics.details.items[0];
    console.log(
      `${path.basename(saved)} without ${dropped.size} request(s) [${args.drop.join(', ')}]: ` +
        `FCP ${Math.round(m.firstContentfulPaint)} ms, LCP ${Math.round(m.largestContentfulPaint)} ms ` +
        `(observed LCP at ${Math.round(m.observedLargestContentfulPaint)} ms of the fast load)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [command, saved] = positionals;
if (command === 'gather') await gather();
else if (command === 'replay' && saved) await replay(path.resolve(saved));
else {
  console.error(
    'usage: lighthouse-what-if.mjs gather [--only home,shop] [--out DIR] | replay DIR/page [--drop RE]...',
  );
  process.exit(2);
}
