#!/usr/bin/env node
// No module state that belongs to an app (docs/CODE_STYLE.md, "No module state in the server"; issue 41).
// What a server module keeps between requests for an app lives in that app's context (a field of
// AppContext, or `appLocal` in apps/server/src/app-locals.ts), never in a module variable: the server tests
// build many apps in one process (decision 0047). A module variable may hold a process-wide memo of a value
// that is the same for every app (the bundled place index, the timing hash); such a variable says so in a
// `module-state:` comment just above it. This fails on a top-level `let`/`var`, or a top-level
// empty `new Map/Set/WeakMap/WeakSet()` (filled later, so state; a Set of constants is a table), in
// apps/server/src (not tests) without that comment.
// Run by `npm test` through scripts/server-rules.test.ts; `node scripts/check-module-state.mjs` prints them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'apps/server/src';
const STATE =
  /^(?:export\s+)?(?:let|var)\s+\w|^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*new\s+(?:Weak)?(?:Map|Set)\b[^(]*\(\s*\)/;

function* serverFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') yield* serverFiles(full);
    } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
  }
}

/** The comment lines right above line `index` (a // run or a /* ... *\/ block). */
function commentAbove(lines, index) {
  const above = [];
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*') || line.endsWith('*/'))
      above.push(line);
    else break;
  }
  return above.join(' ');
}

/** One line per module variable that holds state without a `module-state:` reason. */
export function findModuleState(root) {
  const found = [];
  for (const file of serverFiles(path.join(root, SERVER))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (STATE.test(line) && !commentAbove(lines, i).includes('module-state:'))
        found.push(
          `${path.relative(root, file)}:${i + 1}: ${line.trim()} → keep it in the app's context (app-locals.ts), or say why it is the same for every app in a module-state: comment`,
        );
    });
  }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findModuleState(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of found) console.error(line);
  process.exit(found.length > 0 ? 1 : 0);
}
