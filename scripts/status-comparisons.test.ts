import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findStatusComparisons } from './check-status-comparisons.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-status-rule-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('status comparisons only through the domain (docs/CODE_STYLE.md)', () => {
  it('finds none in the repository', () => {
    expect(findStatusComparisons(repo)).toEqual([]);
  });

  it('names a comparison by hand in either order, in any app, and lets an excused one pass', () => {
    const write = (file: string, source: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), source);
    };
    mkdirSync(path.join(scratch, 'packages/domain/src/orders'), { recursive: true });
    cpSync(
      path.join(repo, 'packages/domain/src/orders/status.ts'),
      path.join(scratch, 'packages/domain/src/orders/status.ts'),
    );
    write('apps/web/src/features/orders/a.tsx', "const late = order.status === 'out_for_delivery';\n");
    write('apps/server/src/modules/b.ts', "if ('cancelled' !== row.status) go();\n");
    write('apps/staff/src/lib/c.ts', "const old = (s as string) === 'picked_up';\n");
    write(
      'apps/web/src/lib/d.ts',
      "// status-rule-exception: the first load\nconst ok = s === 'delivered';\n",
    );
    write('apps/web/src/lib/e.test.ts', "expect(s === 'delivered').toBe(true);\n");
    expect(findStatusComparisons(scratch).sort()).toEqual([
      "apps/server/src/modules/b.ts:1: if ('cancelled' !== row.status) go();",
      "apps/staff/src/lib/c.ts:1: const old = (s as string) === 'picked_up';",
      "apps/web/src/features/orders/a.tsx:1: const late = order.status === 'out_for_delivery';",
    ]);
  });
});
