import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findClockReads } from './check-clock.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-clock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("times from the app's clock (docs/CODE_STYLE.md)", () => {
  it('finds no new Date() in a server module', () => {
    expect(findClockReads(repo)).toEqual([]);
  });

  it('names a module that reads the wall clock, and lets a test, a given time and an excused line pass', () => {
    const write = (file: string, source: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), source);
    };
    write('apps/server/src/modules/orders/late.ts', 'export const late = (at: Date) => at < new Date();\n');
    write('apps/server/src/modules/orders/late.test.ts', 'const now = new Date();\n');
    write('apps/server/src/modules/jobs/given.ts', 'export const at = (ms: number) => new Date(ms);\n');
    write(
      'apps/server/src/modules/health/uptime.ts',
      '// clock-exception: the process start, not a time of the product\nconst started = new Date();\n',
    );
    expect(findClockReads(scratch)).toEqual([
      'apps/server/src/modules/orders/late.ts:1: export const late = (at: Date) => at < new Date();',
    ]);
  });
});
