// The house rule of docs/CODE_STYLE.md: apps ask the domain what a status means (isCancelled,
// awaitsBillApproval, ...) and never compare an order status by hand. Fails `npm test` (through
// scripts/status-comparisons.test.ts) on `x === 'cancelled'` or `'delivered' !== y` with any order status
// (read from the domain, legacy ones included) in the apps' sources. A line may be excused by a comment
// `status-rule-exception: why` on it or on the line above.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walkFiles } from './lib/walk-files.mjs';

const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/staff/src', 'packages/ui/src', 'packages/client/src'];
const LEGACY = ['picked_up', 'customer_reviewing_revision'];

function orderStatuses(repo) {
  const source = readFileSync(path.join(repo, 'packages/domain/src/orders/status.ts'), 'utf8');
  const list = /ORDER_STATUSES = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).concat(LEGACY);
}

const sourceFiles = (dir) =>
  walkFiles(dir, {
    skipDirectory: (name) => name === 'node_modules' || name === 'dist' || name === 'test',
    keep: (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name),
  });

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
