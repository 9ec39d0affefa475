#!/usr/bin/env node
// Which components each React commit of a page's load drew, and why: loads one page of a BUILT customer app
// in Chromium at 4x CPU with a stand-in for React DevTools' global hook (React calls it on every commit,
// production builds included), and prints, in time order, the long tasks, the scripts and API replies as
// they finish, and each commit: the components whose own state moved them (with the hooks that changed),
// and how many were drawn again because their parent gave them new props. Build without minifying to read
// the names. Not part of `npm run bench` (no goal): a tool for reading a TBT (decision 0053).
//
//   (cd apps/web && npx vite build --minify false --outDir /tmp/web-names)
//   WEB_DIST=/tmp/web-names node bench/tools/react-commits.mjs --page checkout [--seconds 6]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { preparePages } from '../lib/lighthouse-pages.mjs';
import { startServer } from '../lib/start-server.mjs';

const { values: args } = parseArgs({
  options: { page: { type: 'string', default: 'checkout' }, seconds: { type: 'string', default: '6' } },
});

/** Runs in the page before its scripts: records commits, long tasks and finished requests in __log. */
function recorder() {
  const log = [];
  window.__log = log;
  const seen = new WeakMap();
  const hookChanges = (now, before) => {
    const changed = [];
    for (let a = now, b = before, i = 0; a && b && i < 80; a = a.next, b = b.next, i++) {
      const value = a.memoizedState;
      const isEffect = value && typeof value === 'object' && 'create' in value && 'deps' in value;
      if (value === b.memoizedState || isEffect) continue;
      changed.push(
        value && typeof value === 'object'
          ? `${i}{${Object.keys(value).slice(0, 3).join('/')}}`
          : `${i}=${String(value).slice(0, 15)}`,
      );
    }
    return changed.join(' ');
  };
  const drawn = (root) => {
    const byState = [];
    let byProps = 0;
    const walk = (fiber, depth) => {
      if (!fiber || depth > 800) return;
      if (typeof fiber.type === 'function') {
        const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
        const name = fiber.type.displayName || fiber.type.name;
        if (before && before.props !== fiber.memoizedProps) byProps++;
        else if (before && before.state !== fiber.memoizedState)
          byState.push(`${name}[${hookChanges(fiber.memoizedState, before.state)}]`);
        const record = { props: fiber.memoizedProps, state: fiber.memoizedState };
        seen.set(fiber, record);
        if (fiber.alternate) seen.set(fiber.alternate, record);
      }
      walk(fiber.child, depth + 1);
      walk(fiber.sibling, depth + 1);
    };
    walk(root.child, 0);
    return `moved by own state: ${byState.join(', ') || '-'}; drawn by new props: ${byProps}`;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => log.push([performance.now(), 'commit', drawn(root.current)]),
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) log.push([e.startTime, 'long task', `${Math.round(e.duration)} ms`]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (['fetch', 'script'].includes(e.initiatorType))
        log.push([e.responseEnd, 'arrived', e.name.replace(location.origin, '').split('?')[0]]);
  }).observe({ type: 'resource', buffered: true });
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const { session, pages } = await preparePages(server.url);
  const target = pages.find((p) => p.key === args.page);
  if (!target) throw new Error(`no page ${args.page} (${pages.map((p) => p.key).join(', ')})`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/api/health`);
  const pageSession = target.session === undefined ? session : target.session;
  await page.evaluate(
    ([s, extra]) => {
      if (s) localStorage.setItem('customerAuth', JSON.stringify({ token: s.token, user: s.user }));
      for (const [key, value] of Object.entries(extra ?? {})) localStorage.setItem(key, value);
    },
    [pageSession, target.storage],
  );
  await page.addInitScript(recorder);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(target.url);
  await page.waitForTimeout(Number(args.seconds) * 1000);
  const log = await page.evaluate(() => window.__log);
  for (const [at, kind, what] of log.sort((a, b) => a[0] - b[0]))
    console.log(`${String(Math.round(at)).padStart(6)} ms  ${kind.padEnd(9)} ${what}`);
} finally {
  await browser.close();
  await server.stop();
}
