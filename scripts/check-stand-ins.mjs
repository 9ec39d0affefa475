#!/usr/bin/env node
// "Stand-ins only at the edge of the world, and then a real local server rather than a stubbed function"
// (docs/CODE_STYLE.md): no test replaces `fetch`. A screen test talks through the app's real transport to a
// real local server (`@jhola/client/testing`'s startLocalApi; apps/staff/src/test/local-api.ts,
// apps/web/src/test/local-api.ts), so fetch, headers, time-outs, retries and the Idempotency-Key run as in
// the browser. Watching fetch (`vi.spyOn(globalThis, 'fetch')` left to call through) is fine; answering for
// it is not. Run by `npm test` through scripts/stand-ins.test.ts; `node scripts/check-stand-ins.mjs` alone
// prints what it finds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkFiles } from './lib/walk-files.mjs';

const WHERE = ['apps', 'packages'];
const SKIP = new Set(['node_modules', 'dist']);
const REPLACES_FETCH = [
  /stubGlobal\(\s*['"]fetch['"]/,
  /\b(?:globalThis|window|global|self)\.fetch\s*=[^=]/,
  /spyOn\(\s*(?:globalThis|window|global|self)\s*,\s*['"]fetch['"]\s*\)\s*\.\s*mock\w*\(/,
];

/** The tests, and the test helpers in a `test/` folder. */
const testFiles = (at) =>
  [
    ...walkFiles(at, { keep: (name) => /\.tsx?$/.test(name), skipDirectory: (name) => SKIP.has(name) }),
  ].filter((file) => /\.test\.tsx?$/.test(file) || /(^|\/)test\/[^/]+\.tsx?$/.test(file));

/** Each place a test, or a test helper under a `test/` folder, answers for fetch instead of a real server. */
export function findFetchStubs(root) {
  const found = [];
  for (const top of WHERE)
    for (const file of testFiles(path.join(root, top))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of REPLACES_FETCH) {
        const match = pattern.exec(text);
        if (!match) continue;
        const line = text.slice(0, match.index).split('\n').length;
        found.push(
          `${path.relative(root, file)}:${line}: replaces fetch → answer through a real local server instead (startLocalApi from @jhola/client/testing; the staff app's serveBy/serveReplies in apps/staff/src/test/local-api.ts)`,
        );
      }
    }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findFetchStubs(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of found) console.error(line);
  process.exit(found.length > 0 ? 1 : 0);
}
