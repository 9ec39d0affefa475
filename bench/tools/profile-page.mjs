#!/usr/bin/env node
// Where a page's main-thread time goes: loads one page of the BUILT customer app in Chromium with the CPU
// slowed 4× (as Lighthouse's mobile run), records a CPU profile from navigation to a few seconds after,
// and prints self time by original source file and function (through the build's source maps).
// Not part of `npm run bench` (it measures nothing against a goal): a tool for reading a Lighthouse TBT.
//
//   npm run build && node bench/tools/profile-page.mjs [--path /] [--seconds 6] [--top 40]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { preparePages } from '../lib/lighthouse-pages.mjs';
import { startServer } from '../lib/start-server.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    seconds: { type: 'string', default: '6' },
    top: { type: 'string', default: '40' },
    slowdown: { type: 'string', default: '4' },
  },
});
const dist = path.resolve('apps/web/dist');

const server = await startServer();
try {
  const origin = server.url;
  const { session, pages } = await preparePages(origin);
  // --path shop (or home, cart, …): the page of that key, whose URL holds ids made for this run.
  const known = pages.find((p) => p.key === args.path);
  const target = known ? new URL(known.url).pathname : args.path;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((s) => {
    localStorage.setItem('customerAuth', JSON.stringify({ token: s.token, user: s.user }));
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify({ ...s.user, token: s.token }));
  }, session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.slowdown) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${target}`);
  await page.waitForTimeout(Number(args.seconds) * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();

  // Self time per node: samples × interval, from timeDeltas.
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const consumers = new Map();
  async function original(frame) {
    const file = frame.url.replace(/^.*\/assets\//, '');
    const map = path.join(dist, 'assets', `${file}.map`);
    if (!frame.url.includes('/assets/') || !existsSync(map))
      return `${frame.url || '(native)'} ${frame.functionName}`;
    if (!consumers.has(map))
      consumers.set(map, await new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))));
    const pos = consumers
      .get(map)
      .originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${source} ${pos.name ?? frame.functionName}`;
  }
  // Inclusive time: a node's self time plus its descendants', credited once per function on the stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, ms] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame;
      if (!frame.url.includes('/assets/')) continue;
      const key = await original(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const totals = new Map();
  const files = new Map();
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame;
    const key = frame.url ? await original(frame) : `(${frame.functionName || 'program'})`;
    totals.set(key, (totals.get(key) ?? 0) + ms);
    const fileKey = key.split(' ')[0].replace(/\/[^/]*$/, '');
    files.set(fileKey, (files.get(fileKey) ?? 0) + ms);
  }
  const top = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(args.top))
      .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(
    `CPU profile of ${args.path}, ${args.seconds} s, ${args.slowdown}× slowdown\n\nBy folder:\n${top(files)}\n\nBy function:\n${top(totals)}\n\nBy function, with what it calls (app code only):\n${top(new Map([...inclusive].filter(([k]) => /^(src|packages)\//.test(k))))}`,
  );
} finally {
  await server.stop();
}
