import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findInlineQueryKeys } from './check-query-keys.mjs';

/** docs/CODE_STYLE.md "Query keys": a key is written only in its feature's `<area>-keys.ts`. */
const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-query-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('query keys (scripts/check-query-keys.mjs)', () => {
  it('finds no inline query key in the repository', () => {
    expect(findInlineQueryKeys(repo)).toEqual([]);
  });

  it('names each inline key outside a *-keys.ts file, and leaves keys files, tests and factory calls alone', () => {
    const root = mkdtempSync(path.join(scratch, 'tree-'));
    const write = (file: string, source: string) => {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    };
    write(
      'apps/web/src/features/cart/api/cart.ts',
      "export const q = queryOptions({\n  queryKey: ['cart'],\n  queryFn,\n});\n",
    );
    write(
      'apps/staff/src/features/admin-orders/api/cancel.ts',
      "client.setQueryData<Order[]>(['admin', 'orders'], x);\nclient.invalidateQueries({ queryKey:\n  ['admin'] });\n",
    );
    write('apps/staff/src/lib/live.tsx', "const d = client.getQueryData(\n  ['staff', 'order', id]);\n");
    write('packages/ui/src/thing.ts', "useQuery({ queryKey: ['ui'] });\n");
    // Allowed: the keys file itself, tests, comments and calls of the factory.
    write(
      'apps/web/src/features/cart/api/cart-keys.ts',
      "export const cartKeys = { all: ['cart'] as const };\n",
    );
    write('apps/web/src/features/cart/api/cart.test.ts', "client.setQueryData(['cart'], []);\n");
    write(
      'apps/web/src/features/cart/api/ok.ts',
      "// queryKey: ['cart'] was once written here\nuseQuery({ queryKey: cartKeys.all });\nclient.setQueryData(cartKeys.all, []);\n",
    );
    const why = 'write it in an <area>-keys.ts and call that';
    const key = '→ query key written inline (queryKey: [...]);';
    const call = '→ query key written inline (a cache call([...]));';
    expect(findInlineQueryKeys(root)).toEqual(
      [
        `apps/web/src/features/cart/api/cart.ts:2 ${key} ${why}`,
        `apps/staff/src/features/admin-orders/api/cancel.ts:1 ${call} ${why}`,
        `apps/staff/src/features/admin-orders/api/cancel.ts:2 ${key} ${why}`,
        `apps/staff/src/lib/live.tsx:1 ${call} ${why}`,
        `packages/ui/src/thing.ts:1 ${key} ${why}`,
      ].sort(),
    );
  });
});
