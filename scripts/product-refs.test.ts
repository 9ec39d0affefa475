import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProductReferenceProblems } from './check-product-refs.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-product-refs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('pointers at the product rules (scripts/check-product-refs.mjs, docs/CODE_STYLE.md)', () => {
  it('finds every PRODUCT.md §N in the repository naming a section', () => {
    expect(findProductReferenceProblems(repo)).toEqual([]);
  });

  it('names a pointer at a section PRODUCT.md does not have, also one listed after another', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    };
    // § is written as \u00a7 here, so that this file's own examples are not pointers the check reads.
    write('docs/PRODUCT.md', '# Product\n## \u00a71 Who\n## \u00a74 States\n');
    write(
      'apps/server/src/modules/orders/a.ts',
      '// PRODUCT.md \u00a74: fine\n// (PRODUCT.md \u00a74, \u00a719)\n',
    );
    write('packages/domain/src/b.ts', '/** PRODUCT.md \u00a72 */\n');
    write('apps/web/node_modules/x/c.ts', '// PRODUCT.md \u00a799 is not ours\n');
    expect(findProductReferenceProblems(scratch)).toEqual([
      'apps/server/src/modules/orders/a.ts:2: PRODUCT.md \u00a719 → docs/PRODUCT.md has no section \u00a719; point at the section that states the rule',
      'packages/domain/src/b.ts:1: PRODUCT.md \u00a72 → docs/PRODUCT.md has no section \u00a72; point at the section that states the rule',
    ]);
  });
});
