#!/usr/bin/env node
// npm start: runs the production server, building first when there is no build or when any source is
// newer than it (after a pull, a stale build would otherwise be served).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const serverEntry = 'apps/server/dist/server.js';
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);

/** The newest modification time of any file under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const STAMP = '.data/.build-stamp';

/** Why a build is needed before serving, or null when the last build is newer than every source. */
function staleReason() {
  const builds = [serverEntry, 'apps/web/dist/index.html', 'apps/staff/dist/index.html'];
  if (!builds.every((file) => existsSync(file))) return 'No build found';
  if (!existsSync(STAMP)) return 'No record of when the build was made';
  const sources = ['apps', 'packages'].flatMap((root) =>
    readdirSync(root).map((name) => path.join(root, name)),
  );
  const built = statSync(STAMP).mtimeMs;
  const changed = sources.find((dir) => newest(dir) > built);
  return changed ? `The sources of ${changed} are newer than the build` : null;
}

const reason = staleReason();
if (reason) {
  console.log(`${reason}: building Jhola first (npm run build)...`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', serverEntry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
