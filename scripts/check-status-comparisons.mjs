// The house rule of docs/CODE_STYLE.md: apps ask the domain what a status means (isCancelled,
// awaitsBillApproval, ...) and never compare an order status by hand. Fails `npm test` (through
// scripts/status-comparisons.test.ts) on `x === 'cancelled'` or `'delivered' !== y` with any order status
// (read from the domain, legacy ones included) in the apps' sources. A line may be excused by a comment
// `status-rule-exception: why` on it or on the line above.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/staff/src', 'packages/ui/src', 'packages/client/src'];
const LEGACY = ['picked_up', 'customer_reviewing_revision'];

function orderStatuses(repo) {
  const source = readFileSync(path.join(repo, 'packages/domain/src/orders/status.ts'), 'utf8');
  const list = /ORDER_STATUSES = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).concat(LEGACY);
}

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'test')
        yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** `file:line: text` for every hand-written comparison with an order status under `repo`. */
export function findStatusComparisons(repo) {
  const names = orderStatuses(repo).join('|');
  const comparison = new RegExp(`[!=]==\\s*['"\`](${names})['"\`]|['"\`](${names})['"\`]\\s*[!=]==`);
  const found = [];
  for (const root of ROOTS) {
    for (const file of sourceFiles(path.join(repo, root))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!comparison.test(line)) return;
        if (/status-rule-exception:/.test(line) || /status-rule-exception:/.test(lines[i - 1] ?? '')) return;
        found.push(`${path.relative(repo, file)}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  return found;
}
