import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findShapeProblems } from './check-shapes.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-shapes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('repositories and stores where CODE_STYLE puts them (scripts/check-shapes.mjs)', () => {
  it('finds every repository a class and every store in lib/ or a *-store file', () => {
    expect(findShapeProblems(repo)).toEqual([]);
  });

  it('names a repository without a class and a store elsewhere, and lets the allowed shapes pass', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    };
    write('apps/server/src/modules/orders/payments/repository.ts', 'export const readPayment = () => 1;\n');
    write('apps/server/src/modules/orders/core/repository.ts', 'export class OrderRepository {}\n');
    write('apps/web/src/features/cart/components/cart-state.ts', "import { create } from 'zustand';\n");
    write('apps/web/src/features/cart/lib/cart.ts', "import { create } from 'zustand';\n");
    write('packages/ui/src/toast-store.ts', "import { persist } from 'zustand/middleware';\n");
    write('apps/web/src/features/cart/components/cart-state.test.ts', "import { create } from 'zustand';\n");
    expect(findShapeProblems(scratch).map((line) => line.split(':')[0])).toEqual([
      'apps/server/src/modules/orders/payments/repository.ts',
      'apps/web/src/features/cart/components/cart-state.ts',
    ]);
  });
});
