import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStateIn, contextFiles } from './lib/docker-context.mjs';

/**
 * The container's build context (scripts/check-dockerfile.mjs, run by `npm test` on the built checkout):
 * a checkout that was built before holds tsbuildinfo files, dist/ and node_modules at several depths,
 * and none of it may reach `docker build`, or `tsc -b` in the image finds its tsbuildinfo, says "up to
 * date" and writes no dist/ (issue 41).
 */
const repo = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  '.dockerignore',
  '.gitignore',
  'apps/server/package.json',
  'apps/server/src/server.ts',
  'apps/web/index.html',
  'package.json',
  'packages/domain/src/index.ts',
];
const BUILD_STATE = [
  'tsconfig.tsbuildinfo',
  'packages/domain/tsconfig.tsbuildinfo',
  'apps/server/tsconfig.tsbuildinfo',
  'packages/domain/dist/index.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'node_modules/pg/index.js',
  'apps/web/node_modules/.vite/deps.json',
  '.data/pglite/PG_VERSION',
  'apps/server/.data/uploads/bill.png',
  'bench/results/latest.json',
  'test-results/journey/trace.zip',
  'coverage/index.html',
];

let checkout: string;
afterEach(() => rmSync(checkout, { recursive: true, force: true }));

/** A git checkout with the repository's ignore files, its sources and the state a build and a test run leave. */
function builtCheckout(dockerignore?: string): string {
  checkout = mkdtempSync(path.join(tmpdir(), 'jhola-context-'));
  execFileSync('git', ['init', '-q'], { cwd: checkout });
  for (const file of [...SOURCES, ...BUILD_STATE]) {
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    writeFileSync(path.join(checkout, file), file);
  }
  copyFileSync(path.join(repo, '.gitignore'), path.join(checkout, '.gitignore'));
  if (dockerignore === undefined)
    copyFileSync(path.join(repo, '.dockerignore'), path.join(checkout, '.dockerignore'));
  else writeFileSync(path.join(checkout, '.dockerignore'), dockerignore);
  return checkout;
}

describe('the build context of a checkout that was built before', () => {
  it("holds the sources and no build state under the repository's .dockerignore", () => {
    const root = builtCheckout();
    const files = contextFiles(root);
    expect(files).toEqual([...SOURCES].sort());
    expect(buildStateIn(root, files)).toEqual([]);
  });

  it('finds the tsbuildinfo files a root-only pattern lets through (the image without a server)', () => {
    const root = builtCheckout(['.git', '**/node_modules', '**/dist', '.data', '*.tsbuildinfo'].join('\n'));
    const found = buildStateIn(root, contextFiles(root));
    expect(found).toEqual(
      expect.arrayContaining(['packages/domain/tsconfig.tsbuildinfo', 'apps/server/tsconfig.tsbuildinfo']),
    );
    expect(found).not.toContain('tsconfig.tsbuildinfo');
    expect(found).toContain('apps/server/.data/uploads/bill.png');
  });

  it("follows Docker's rules: a `!` line takes a file back from an excluded folder", () => {
    const root = builtCheckout(['**/dist', '!apps/web/dist/index.html'].join('\n'));
    const files = contextFiles(root);
    expect(files).toContain('apps/web/dist/index.html');
    expect(files).not.toContain('apps/server/dist/server.js');
  });
});
