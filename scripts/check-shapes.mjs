#!/usr/bin/env node
// Two shapes docs/CODE_STYLE.md names, checked so that they stay true:
// - a server repository (`*repository.ts` under apps/server/src) is a class constructed with a `Db` or a
//   transaction (`new OrderRepository(tx)`), so a service hands it the transaction it opened;
// - client state lives in Zustand stores, each in a `lib/` folder (the app's, a feature's) or in a file
//   named `*-store.ts(x)`, so a newcomer finds every store in one of two places.
// Run by `npm test` through scripts/shapes.test.ts; `node scripts/check-shapes.mjs` alone prints what it finds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkFiles } from './lib/walk-files.mjs';

const SKIP = new Set(['node_modules', 'dist']);
const sources = (at) =>
  walkFiles(at, {
    keep: (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    skipDirectory: (name) => SKIP.has(name),
  });

/** Each file whose shape CODE_STYLE does not allow, with what to do. */
export function findShapeProblems(root) {
  const problems = [];
  for (const file of sources(path.join(root, 'apps/server/src')))
    if (file.endsWith('repository.ts') && !/^export class \w+/m.test(readFileSync(file, 'utf8')))
      problems.push(
        `${path.relative(root, file)}: a repository is a class constructed with a Db or a transaction (docs/CODE_STYLE.md) → export one class, or rename the file if it is not a repository`,
      );
  for (const top of ['apps', 'packages'])
    for (const file of sources(path.join(root, top))) {
      const relative = path.relative(root, file);
      if (relative.startsWith('apps/server/')) continue;
      if (!/from ['"]zustand(\/[\w/]+)?['"]/.test(readFileSync(file, 'utf8'))) continue;
      if (relative.split(path.sep).includes('lib') || /-store\.tsx?$/.test(relative)) continue;
      problems.push(
        `${relative}: a Zustand store lives in a lib/ folder or a file named *-store.ts (docs/CODE_STYLE.md) → move it there`,
      );
    }
  return problems.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findShapeProblems(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of problems) console.error(line);
  process.exit(problems.length > 0 ? 1 : 0);
}
