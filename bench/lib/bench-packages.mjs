// The benchmarks' own packages (Artillery, autocannon, Lighthouse, Lighthouse CI) live in bench/package.json
// with their own lock, apart from the root's: the root `npm ci` installs only what build, start and test
// need (decision 0058). The benches find the app's packages (pg, socket.io, @playwright/test) in the root
// node_modules above, as Node resolves upwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const readPackages = (file) => JSON.parse(readFileSync(file, 'utf8')).packages;

/**
 * What bench/package-lock.json names that bench/node_modules lacks, by npm's own record of what it
 * installed (node_modules/.package-lock.json). Optional packages (other platforms' binaries) may be absent.
 */
export function missingBenchPackages() {
  const installed = path.join(benchDir, 'node_modules/.package-lock.json');
  const wanted = Object.entries(readPackages(path.join(benchDir, 'package-lock.json'))).filter(
    ([where, entry]) => where !== '' && !entry.optional,
  );
  if (!existsSync(installed)) return wanted.map(([where]) => where);
  const have = readPackages(installed);
  return wanted.filter(([where, entry]) => have[where]?.version !== entry.version).map(([where]) => where);
}

/** Installs bench/package-lock.json's packages (npm ci in bench/) when any is missing; false when that fails. */
export function ensureBenchPackages() {
  const missing = missingBenchPackages();
  if (missing.length === 0) return true;
  console.log(
    `The benchmarks' packages are not installed (${missing.length} missing, e.g. ${missing[0]}): npm ci in bench/...`,
  );
  return (
    spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' }).status === 0
  );
}
