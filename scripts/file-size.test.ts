import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBadFileNames, findLongFiles, SOURCE_LIMIT, TEST_LIMIT } from './check-file-size.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-file-size-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lines = (n: number) => 'const x = 1;\n'.repeat(n);

describe('small files (docs/CODE_STYLE.md)', () => {
  it('finds no file over its limit, and no name that is not kebab-case, in the repository', () => {
    expect(findLongFiles(repo)).toEqual([]);
    expect(findBadFileNames(repo)).toEqual([]);
  });

  it('names a file in camelCase or with an underscore, and lets kebab-case and its suffixes pass', () => {
    const root = path.join(scratch, 'names');
    mkdirSync(path.join(root, 'apps/web/src'), { recursive: true });
    for (const file of [
      'placeOrder.ts',
      'order_card.tsx',
      'place-order.test.ts',
      'vite.config.ts',
      'icons.gen.ts',
    ])
      writeFileSync(path.join(root, 'apps/web/src', file), '');
    expect(findBadFileNames(root)).toEqual(['apps/web/src/order_card.tsx', 'apps/web/src/placeOrder.ts']);
  });

  it('names a source file of 300 lines and a test of 600, and lets shorter ones and build output pass', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    };
    write('apps/server/src/long.ts', lines(SOURCE_LIMIT));
    write('apps/server/src/fine.ts', lines(SOURCE_LIMIT - 1));
    write('apps/web/src/long.test.tsx', lines(TEST_LIMIT));
    write('apps/web/src/fine.test.tsx', lines(SOURCE_LIMIT + 10));
    write('bench/long.mjs', lines(SOURCE_LIMIT + 1));
    write('apps/web/dist/bundle.js', lines(5000));
    expect(findLongFiles(scratch)).toEqual([
      'apps/server/src/long.ts: 300 lines (limit 300)',
      'apps/web/src/long.test.tsx: 600 lines (limit 600)',
      'bench/long.mjs: 301 lines (limit 300)',
    ]);
  });
});
