// Times come from the app's clock (docs/CODE_STYLE.md): a server module reads `ctx.now()` (or the `now`
// it was handed), never `new Date()`, so that tests move time by the app's clock. `Date.now()` measuring
// a duration (an uptime, a log's pace) is not a time of the product and stays. A line may be excused by a
// `clock-exception: why` comment on it or the line above. Run by `npm test` (scripts/clock.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walkFiles } from './lib/walk-files.mjs';

const ROOT = 'apps/server/src/modules';

/** `file:line: text` for every `new Date()` without arguments in a server module. */
export function findClockReads(repo) {
  const found = [];
  const files = walkFiles(path.join(repo, ROOT), {
    skipDirectory: (name) => name === 'node_modules' || name === 'dist',
    keep: (name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name),
  });
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!/\bnew Date\(\s*\)/.test(line)) return;
      if (/clock-exception:/.test(line) || /clock-exception:/.test(lines[i - 1] ?? '')) return;
      found.push(`${path.relative(repo, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return found.sort();
}
