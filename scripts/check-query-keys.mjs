#!/usr/bin/env node
// docs/CODE_STYLE.md "Query keys": one `<area>Keys` object per feature (in an `<area>-keys.ts` file) is the
// only place a TanStack Query key is written; queries, mutations and live bridges call its functions.
// This finds every key written inline as an array literal in the web code (non-test files under
// apps/*/src, packages/ui/src and packages/client/src): `queryKey: [...]`, `setQueryData([...])`, `getQueryData([...])`,
// `getQueryState([...])`, `invalidateQueries([...])` and the like. It runs in `npm test` through
// scripts/query-keys.test.ts; `node scripts/check-query-keys.mjs` alone prints the inline keys.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INLINE_KEY = [
  { pattern: /\bqueryKey\s*:\s*\[/g, what: 'queryKey: [...]' },
  {
    pattern: /\b(?:get|set)Quer(?:y|ies)(?:Data|State)\s*(?:<[^()]*>)?\s*\(\s*\[/g,
    what: 'a cache call([...])',
  },
  {
    pattern: /\b(?:invalidate|remove|refetch|cancel|reset)Queries\s*\(\s*\[/g,
    what: 'a cache call([...])',
  },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The source folders checked: every app's src and the shared UI and client packages'. */
function sourceRoots(root) {
  const apps = path.join(root, 'apps');
  const roots = existsSync(apps)
    ? readdirSync(apps, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(apps, entry.name, 'src'))
    : [];
  roots.push(path.join(root, 'packages/ui/src'), path.join(root, 'packages/client/src'));
  return roots.filter((dir) => existsSync(dir));
}

/** Every query key written inline outside a `*-keys.ts` file under `root`, as "file:line → why". */
export function findInlineQueryKeys(root) {
  const found = [];
  for (const dir of sourceRoots(root)) {
    for (const file of sourceFiles(dir)) {
      if (file.endsWith('-keys.ts')) continue;
      const source = readFileSync(file, 'utf8');
      for (const { pattern, what } of INLINE_KEY) {
        for (const match of source.matchAll(pattern)) {
          const lineStart = source.lastIndexOf('\n', match.index) + 1;
          const lineText = source.slice(lineStart, source.indexOf('\n', match.index) >>> 0).trimStart();
          if (lineText.startsWith('//') || lineText.startsWith('*')) continue;
          const line = source.slice(0, match.index).split('\n').length;
          found.push(
            `${path.relative(root, file).split(path.sep).join('/')}:${line} → query key written inline (${what}); write it in an <area>-keys.ts and call that`,
          );
        }
      }
    }
  }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findInlineQueryKeys(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of found) console.error(line);
  process.exit(found.length > 0 ? 1 : 0);
}
