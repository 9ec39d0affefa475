import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findUnusedDomainExports, runKnip } from './check-dead-code.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-dead-code-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('no dead code (knip.json, scripts/check-dead-code.mjs)', () => {
  it('knip finds no unused file, export or type in any workspace', { timeout: 180_000 }, () => {
    const { ok, report } = runKnip(repo);
    expect(report).not.toMatch(/^Unused |^Duplicate /m);
    expect(ok, report).toBe(true);
  });

  it('finds no export of the domain that nothing uses', () => {
    expect(findUnusedDomainExports(repo)).toEqual([]);
  });

  it('names a domain export nobody uses, and not one used by its own file, a test or an app', () => {
    const root = path.join(scratch, 'repo');
    mkdirSync(path.join(root, 'packages/domain/src/cart'), { recursive: true });
    writeFileSync(
      path.join(root, 'packages/domain/src/cart/left-over.ts'),
      [
        'export const forgotten = 1;',
        'export type Forgotten = { a: number };',
        'export const usedHere = 2;',
        'export const doubled = usedHere * 2;',
        'export const testedOnly = 3;',
        'export const usedByTheApp = 4;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(root, 'packages/domain/src/cart/left-over.test.ts'),
      "import { testedOnly } from './left-over';\n",
    );
    const app = path.join(root, 'apps/web/src/lib');
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, 'uses.ts'), "import { usedByTheApp } from '@jhola/domain';\n");
    expect(findUnusedDomainExports(root)).toEqual([
      'packages/domain/src/cart/left-over.ts: Forgotten',
      'packages/domain/src/cart/left-over.ts: doubled',
      'packages/domain/src/cart/left-over.ts: forgotten',
    ]);
  });
});
