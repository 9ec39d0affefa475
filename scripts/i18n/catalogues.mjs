// The catalogues of Jhola's two languages, read as files: where they are, which keys and placeholders
// each message has. Used by the catalogue test (scripts/i18n.test.ts) and `node scripts/i18n/report.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';

export const REPO = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'e2e', 'test-results', '.data']);

/** Every file under `dir` whose path matches `test`. */
export function filesUnder(dir, test) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, test));
    else if (test(full)) found.push(full);
  }
  return found;
}

/** The source folders each app's screens are built from (its own, and the packages it shows). */
export const APP_SOURCES = {
  web: ['apps/web/src', 'packages/ui/src', 'packages/domain/src'],
  staff: ['apps/staff/src', 'packages/ui/src', 'packages/domain/src'],
};

/** Every catalogue folder (holding locales/en.json) under the given source folders. */
export function catalogueDirs(sources) {
  return sources.flatMap((source) =>
    filesUnder(path.join(REPO, source), (file) => /[\\/]locales[\\/]en\.json$/.test(file)).map((file) =>
      path.dirname(file),
    ),
  );
}

export const readCatalogue = (dir, language) =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));

/** The argument names a message interpolates ({name}, {count, plural, ...}), sorted; throws on bad ICU. */
export function placeholders(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}
