#!/usr/bin/env node
// npm start: runs the production server, building first when no build exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverEntry = 'apps/server/dist/server.js';
if (!existsSync(serverEntry) || !existsSync('apps/web/dist/index.html')) {
  console.log('No build found: building Jhola first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', serverEntry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
