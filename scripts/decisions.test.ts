import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDecisionProblems } from './check-decisions.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-decisions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the docs to break on purpose; the files they name are looked for in the repository. */
function copyOfTheDocs() {
  const root = mkdtempSync(path.join(scratch, 'repo-'));
  for (const part of ['README.md', 'docs'])
    cpSync(path.join(repo, part), path.join(root, part), { recursive: true });
  return root;
}

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

describe('decision records and the docs (docs/decisions/README.md)', () => {
  it('finds every record indexed with its status, and every named file present', () => {
    expect(findDecisionProblems(repo)).toEqual([]);
  });

  it('names a record left out of the index, a status that differs, a superseding record that is not there, and a gone file', () => {
    const root = copyOfTheDocs();
    edit(root, 'docs/decisions/README.md', (text) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('| [0002]'))
        .join('\n')
        .replace(/(\| \[0041\].*\| )Accepted \|/, '$1Superseded by [0050](x) |'),
    );
    writeFileSync(
      path.join(root, 'docs/decisions/0099-a-new-choice.md'),
      '# A new choice\n\n- Status: Superseded by 0120\n- Date: 2026-11-28\n',
    );
    edit(root, 'docs/decisions/0048-performance-budgets-with-lighthouse-ci.md', (text) =>
      text.replace('`bench/shop-long-tasks.mjs`', '`bench/long-tasks.mjs`'),
    );
    expect(findDecisionProblems(root, repo).sort()).toEqual(
      [
        '0041: the index says "Superseded by [0050](x)", the record says "Accepted"',
        '0002-accounts-google-token-verified-on-server.md is not in docs/decisions/README.md',
        '0099-a-new-choice.md is not in docs/decisions/README.md',
        '0099-a-new-choice.md is superseded by 0120, which is no later record',
        'docs/decisions/0048-performance-budgets-with-lighthouse-ci.md names bench/long-tasks.mjs, which does not exist',
      ].sort(),
    );
  });
});
