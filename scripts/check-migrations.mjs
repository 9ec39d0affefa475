#!/usr/bin/env node
// The migrations (docs/CODE_STYLE.md, "A schema change is a hand-written migration"): every
// `apps/server/drizzle/NNNN_name.sql` has one entry in `drizzle/meta/_journal.json` named by its file, and
// the entries stand in the files' order with a `when` larger than the one before. Drizzle's migrator runs
// the journal, not the folder: a file without an entry never runs, and an entry whose `when` is not past
// the last applied one is skipped on a database that is already migrated. Helpers landing in parallel
// each pick "the next number"; this names the clash. It runs in `npm test` through
// scripts/server-rules.test.ts; `node scripts/check-migrations.mjs` alone prints the problems.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS = 'apps/server/drizzle';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;
const RENUMBER = `take the next free number after every other migration and put its journal entry last, with a \`when\` larger than every other (docs/CODE_STYLE.md)`;

/** Every way the migration files and their journal disagree, one line each with what to do. */
export function findMigrationProblems(root) {
  const folder = path.join(root, MIGRATIONS);
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => name.slice(0, -'.sql'.length));
  const entries = JSON.parse(readFileSync(path.join(root, JOURNAL), 'utf8')).entries;
  const problems = [];
  for (const name of files) {
    if (!/^\d{4}_[a-z0-9_]+$/.test(name))
      problems.push(
        `${MIGRATIONS}/${name}.sql: name it NNNN_words.sql (four digits, lower-case words joined by _)`,
      );
    if (!entries.some((entry) => entry.tag === name))
      problems.push(
        `${MIGRATIONS}/${name}.sql: no entry in ${JOURNAL}, so it never runs → add one with tag "${name}" and ${RENUMBER}`,
      );
  }
  const numbers = new Map();
  for (const name of files) {
    const number = name.slice(0, 4);
    if (numbers.has(number))
      problems.push(
        `${MIGRATIONS}/${name}.sql and ${numbers.get(number)}.sql share the number ${number} → ${RENUMBER}`,
      );
    else numbers.set(number, name);
  }
  entries.forEach((entry, i) => {
    const where = `${JOURNAL}: entry ${i} (${entry.tag})`;
    if (!files.includes(entry.tag))
      problems.push(`${where} names no ${MIGRATIONS}/${entry.tag}.sql → remove it or add the file`);
    if (entry.idx !== i) problems.push(`${where} has idx ${entry.idx} → idx is the entry's place, ${i}`);
    const before = entries[i - 1];
    if (!before) return;
    if (entry.tag.slice(0, 4) <= before.tag.slice(0, 4))
      problems.push(`${where} comes after ${before.tag} but is not numbered above it → ${RENUMBER}`);
    if (!(entry.when > before.when))
      problems.push(
        `${where} has \`when\` ${entry.when}, not after ${before.tag}'s ${before.when}, so an already migrated database skips it → ${RENUMBER}`,
      );
  });
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findMigrationProblems(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of problems) console.error(line);
  process.exit(problems.length > 0 ? 1 : 0);
}
