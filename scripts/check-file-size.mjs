// Small files with kebab-case names (docs/CODE_STYLE.md): a source file stays under 300 lines, a test file
// (one subject's cases together) under 600. Run by `npm test` through scripts/file-size.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walkFiles } from './lib/walk-files.mjs';

export const SOURCE_LIMIT = 300;
export const TEST_LIMIT = 600;
const ROOTS = ['apps', 'packages', 'scripts', 'bench', 'e2e', 'e2e-cluster', 'deploy'];
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

function* codeFiles(repo) {
  for (const root of ROOTS)
    yield* walkFiles(path.join(repo, root), {
      skipDirectory: (name) => name === 'node_modules' || name === 'dist' || name.startsWith('.'),
      keep: (name) => CODE.test(name) && !name.endsWith('.d.ts'),
    });
}

/** Every code file whose name is not kebab-case (`place-order.ts`, `order-card.tsx`). */
export function findBadFileNames(repo) {
  return [...codeFiles(repo)]
    .filter((file) => !KEBAB.test(path.basename(file)))
    .map((file) => path.relative(repo, file))
    .sort();
}

/** `file: N lines (limit L)` for every file at or over its limit. */
export function findLongFiles(repo) {
  const found = [];
  for (const file of codeFiles(repo)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const limit = TEST.test(file) ? TEST_LIMIT : SOURCE_LIMIT;
    if (lines >= limit) found.push(`${path.relative(repo, file)}: ${lines} lines (limit ${limit})`);
  }
  return found.sort();
}
