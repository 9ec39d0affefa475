#!/usr/bin/env node
// npm test: type check, lint, unit and server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// a production build, then the end-to-end tests in Debian's Chromium (installed here when missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Chromium is missing: installing Debian's chromium package...");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    apt('update').status !== 0 ||
    apt('install', '-y', '--no-install-recommends', 'chromium').status !== 0 ||
    !existsSync(CHROMIUM)
  ) {
    console.error('Could not install chromium; the end-to-end tests need /usr/bin/chromium.');
    process.exit(1);
  }
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('type check', 'npx', ['tsc', '-b']);
  run('lint', 'npx', ['biome', 'check', '.']);
}
if (!only || only === 'unit') run('unit and server tests', 'npx', ['vitest', 'run']);
if (!only || only === 'e2e') {
  ensureChromium();
  run('build', 'npm', ['run', 'build']);
  run('end-to-end tests', 'npx', ['playwright', 'test']);
}
