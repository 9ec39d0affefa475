import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFetchStubs } from './check-stand-ins.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-stand-ins-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('stand-ins are real servers (scripts/check-stand-ins.mjs, docs/CODE_STYLE.md)', () => {
  it('finds no test in the repository answering for fetch', () => {
    expect(findFetchStubs(repo)).toEqual([]);
  });

  it('names a stubbed, an assigned and a mocked fetch, in a test or a test helper, but lets a watching spy pass', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    };
    const stubbed = "vi.stubGlobal(\n  'fetch', vi.fn());\n";
    write('apps/staff/src/features/a/a.test.tsx', `const x = 1;\n${stubbed}`);
    write('apps/web/src/test/render.tsx', 'globalThis.fetch = async () => new Response();\n');
    write('packages/client/src/b.test.ts', "vi.spyOn(window, 'fetch').mockResolvedValue(new Response());\n");
    write('apps/web/src/features/c/c.test.tsx', "const requests = vi.spyOn(globalThis, 'fetch');\n");
    write('apps/web/src/lib/not-a-test.ts', "vi.stubGlobal('fetch', f);\n");
    const why = 'replaces fetch → answer through a real local server instead';
    expect(findFetchStubs(scratch).map((line) => line.split(`: ${why}`)[0])).toEqual([
      'apps/staff/src/features/a/a.test.tsx:2',
      'apps/web/src/test/render.tsx:1',
      'packages/client/src/b.test.ts:1',
    ]);
  });
});
