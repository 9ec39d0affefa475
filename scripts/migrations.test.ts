import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMigrationProblems } from './check-migrations.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A scratch drizzle folder with these files and journal entries ([tag, when]). */
function migrations(files: string[], entries: [string, number][]): string {
  const root = mkdtempSync(path.join(scratch, 'case-'));
  mkdirSync(path.join(root, 'apps/server/drizzle/meta'), { recursive: true });
  for (const file of files) writeFileSync(path.join(root, 'apps/server/drizzle', file), 'select 1;\n');
  const journal = entries.map(([tag, when], idx) => ({ idx, version: '7', when, tag, breakpoints: true }));
  writeFileSync(
    path.join(root, 'apps/server/drizzle/meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: journal }),
  );
  return root;
}

describe('migrations and their journal (scripts/check-migrations.mjs, docs/CODE_STYLE.md)', () => {
  it('finds every migration of the repository in its journal, in order', () => {
    expect(findMigrationProblems(repo)).toEqual([]);
  });

  it('lets a gap in the numbers pass', () => {
    const root = migrations(
      ['0000_init.sql', '0002_orders.sql'],
      [
        ['0000_init', 1],
        ['0002_orders', 2],
      ],
    );
    expect(findMigrationProblems(root)).toEqual([]);
  });

  it('names a file without an entry, two files with one number, an entry out of order and a `when` in the past', () => {
    // Two helpers each landed "the next number", 0026; the second's entry kept an older `when`.
    const root = migrations(
      ['0025_names.sql', '0026_payments.sql', '0026_claims.sql', '0027_slots.sql'],
      [
        ['0025_names', 100],
        ['0026_payments', 200],
        ['0026_claims', 150],
      ],
    );
    const problems = findMigrationProblems(root);
    expect(problems).toEqual([
      expect.stringMatching(
        /^apps\/server\/drizzle\/0027_slots\.sql: no entry in .*, so it never runs → add one/,
      ),
      expect.stringMatching(
        /0026_payments\.sql and 0026_claims\.sql share the number 0026 → take the next free number/,
      ),
      expect.stringMatching(/entry 2 \(0026_claims\) comes after 0026_payments but is not numbered above it/),
      expect.stringMatching(
        /entry 2 \(0026_claims\) has `when` 150, not after 0026_payments's 200, so an already migrated database skips it/,
      ),
    ]);
  });

  it('names an entry whose file is gone', () => {
    const root = migrations(
      ['0000_init.sql'],
      [
        ['0000_init', 1],
        ['0001_gone', 2],
      ],
    );
    expect(findMigrationProblems(root)).toEqual([
      'apps/server/drizzle/meta/_journal.json: entry 1 (0001_gone) names no apps/server/drizzle/0001_gone.sql → remove it or add the file',
    ]);
  });
});
