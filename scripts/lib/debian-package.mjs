// Installs a Debian package when its program is missing (Chromium for the browser tests, HAProxy for
// `npm run cluster`), with sudo unless already root. Answers whether the program is there afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackage(program, pkg) {
  if (existsSync(program)) return true;
  console.log(`${program} is missing: installing Debian's ${pkg} package...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  return (
    apt('update').status === 0 &&
    apt('install', '-y', '--no-install-recommends', pkg).status === 0 &&
    existsSync(program)
  );
}
