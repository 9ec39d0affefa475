// bench/results/latest.json → the markdown table of issue 16 (bench/results/latest.md): one row per path,
// its figure, the anchor measured in the same run, the ratio, the goal and whether it is met. A bench
// that did not run (or failed before recording) shows as "not measured", never as an old figure.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fixed = (n, digits = 2) => (typeof n === 'number' ? n.toFixed(digits) : '-');
const whole = (n) => (typeof n === 'number' ? Math.round(n).toLocaleString('en-US') : '-');
const met = (ok) => (ok === undefined ? '?' : ok ? 'yes' : 'no');

/** The rows of the issue-16 table from whatever the benches recorded. */
export function tableRows(all) {
  const rows = [];
  const catalogue = all['catalogue-postgres'] ?? all.catalogue;
  const db = catalogue?.database ?? '';
  if (catalogue) {
    const { shops, productListGzip: list, inShopSearch: search, inShopSearchCold: cold } = catalogue;
    rows.push(
      {
        path: `GET /api/shops req/s, ${shops.connections} connections (${db})`,
        figure: `${whole(shops.reqPerSec)} req/s, p99 ${shops.p99Ms} ms`,
        anchor: `${shops.anchor}: ${whole(shops.anchorReqPerSec)} req/s`,
        ratio: fixed(shops.ratio),
        goal: '≥ 0.50',
        met: met(shops.ratio >= 0.5),
      },
      {
        path: `${whole(list.products)}-product list, gzip, ${list.connections} connections (${db})`,
        figure: `${whole(list.reqPerSec)} req/s`,
        anchor: `${list.anchor}: ${whole(list.anchorReqPerSec)} req/s`,
        ratio: fixed(list.ratio),
        goal: '≥ 0.50',
        met: met(list.ratio >= 0.5),
      },
      {
        path: `in-shop search, ${whole(search.products)} products, ${search.connections} connections, ${search.queries} searches in rotation (${db})`,
        figure: `p99 ${search.p99Ms} ms (p50 ${search.p50Ms} ms, ${whole(search.reqPerSec)} req/s)`,
        anchor: '-',
        ratio: '-',
        goal: 'p99 ≤ 50 ms',
        met: met(search.p99Ms <= 50),
      },
    );
    if (cold)
      rows.push({
        path: `  same, ${cold.queries} searches never asked before, each once (${db})`,
        figure: `p99 ${cold.p99Ms} ms (p50 ${cold.p50Ms} ms)`,
        anchor: '-',
        ratio: '-',
        goal: 'p99 ≤ 50 ms',
        met: met(cold.p99Ms <= 50),
      });
  } else rows.push(notMeasured('catalogue (shops, product list, search)'));

  const orders = all.orders;
  if (orders)
    rows.push({
      path: `orders placed on PostgreSQL, ${orders.customers} customers`,
      figure: `${fixed(orders.ordersPerSecond, 1)} orders/s, p99 ${orders.p99Ms} ms`,
      anchor: '-',
      ratio: '-',
      goal: '≥ 500 orders/s, p99 ≤ 100 ms',
      met: met(orders.ordersPerSecond >= 500 && orders.p99Ms <= 100),
    });
  else rows.push(notMeasured('orders'));

  const realtime = all.realtime;
  if (realtime)
    rows.push({
      path: `heap per connected customer socket (${whole(realtime.sockets)} sockets, ${realtime.database})`,
      figure: `${fixed(realtime.heapPerSocketKB, 1)} KB; status change → socket p99 ${fixed(realtime.statusToSocketMs.p99, 1)} ms`,
      anchor: realtime.anchor,
      ratio: '-',
      goal: '≤ 8 KB at 10,000 sockets; p99 ≤ 50 ms',
      met: met(
        realtime.sockets >= 10_000 && realtime.heapPerSocketKB <= 8 && realtime.statusToSocketMs.p99 <= 50,
      ),
    });
  else rows.push(notMeasured('realtime sockets'));

  // bench/lighthouse.mjs records { runs, goal, pages: { home: {...}, ... } }; npm run bench replaces that
  // with the list of pages of its --json output.
  const lighthousePages = Array.isArray(all.lighthouse)
    ? all.lighthouse
    : Object.values(all.lighthouse?.pages ?? {});
  if (lighthousePages.length > 0)
    for (const page of lighthousePages)
      rows.push({
        path: `Lighthouse mobile, ${page.name} (load ${page.loadAverage ?? '?'})`,
        figure: `${page.score}; LCP ${whole(page.lcpMs)} ms; TBT ${whole(page.tbtMs)} ms; CLS ${fixed(page.cls, 3)}`,
        anchor: 'Core Web Vitals "good": LCP 2.5 s',
        ratio: '-',
        goal: '≥ 95; LCP ≤ 1.8 s; TBT ≤ 100 ms; CLS ≤ 0.02',
        met: met(page.score >= 95 && page.lcpMs <= 1800 && page.tbtMs <= 100 && page.cls <= 0.02),
      });
  else rows.push(notMeasured('Lighthouse'));

  // bench/first-load-modules.mjs writes { goalKiB, entry: { gzipKiB, brotliKiB, ... }, homeScreen: {...} }.
  const firstLoad = all['first-load'];
  if (firstLoad?.entry)
    for (const [encoding, key] of [
      ['gzip', 'gzipKiB'],
      ['brotli, as served', 'brotliKiB'],
    ])
      rows.push({
        path: `first-load JavaScript, compressed (${encoding})`,
        figure: `${fixed(firstLoad.entry[key], 1)} KiB (home screen in full ${fixed(firstLoad.homeScreen?.[key], 1)} KiB)`,
        anchor: "Tinder's PWA 101 KB",
        ratio: '-',
        goal: '≤ 100 KiB',
        met: met(firstLoad.entry[key] <= 100),
      });
  else rows.push(notMeasured('first-load JavaScript'));

  // bench/evening.mjs and bench/evening-cluster.mjs (issue 32): the best step within the budget.
  for (const [key, label] of [
    ['evening', 'one process'],
    ['evening-cluster', 'three processes behind HAProxy'],
  ]) {
    const best = all[key]?.best;
    if (!all[key]) rows.push(notMeasured(`an evening, ${label}`));
    else
      rows.push({
        path: `an evening (Artillery), ${label}: the highest rate within the budget`,
        figure: best
          ? `${best.ordersPerSecond} orders/s (p50 ${best.p50Ms} ms, p95 ${best.p95Ms} ms, p99 ${best.p99Ms} ms)`
          : 'no rate',
        anchor: '-',
        ratio: '-',
        goal: 'p99 ≤ 300 ms, no error, no missed live update',
        met: met(Boolean(best)),
      });
  }
  return rows;
}

function notMeasured(what) {
  return { path: what, figure: 'not measured', anchor: '-', ratio: '-', goal: '-', met: '?' };
}

/** Writes latest.md next to latest.json and returns its text. */
export function writeResultsTable(jsonFile) {
  const all = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const rows = tableRows(all);
  const run = all.run ?? {};
  const lines = [
    '# npm run bench: issue 16 figures',
    '',
    `Measured ${run.startedAt ?? '?'} → ${run.finishedAt ?? '?'} on ${run.cpus ?? '?'} cores; load average (1, 5, 15 min) ${(run.loadAverageAtStart ?? []).join(', ')} at the start, ${(run.loadAverageAtEnd ?? []).join(', ')} at the end. Anchors are measured in the same run on the same machine.`,
    '',
    '| path | figure | anchor in the same run | ratio | goal | met |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.path} | ${r.figure} | ${r.anchor} | ${r.ratio} | ${r.goal} | ${r.met} |`),
    '',
  ];
  const text = lines.join('\n');
  writeFileSync(path.join(path.dirname(jsonFile), 'latest.md'), text);
  return text;
}
