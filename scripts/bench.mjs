#!/usr/bin/env node
// npm run bench: runs every bench/*.mjs in name order, each in its own process, and prints its figures.
// The benchmarks measure the BUILT app, so this builds first when no build exists.
// `npm run bench -- http` runs only the files whose name contains "http".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const filter = process.argv[2];
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.mjs') && (!filter || f.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`npm run bench: no bench/*.mjs${filter ? ` matching "${filter}"` : ''}`);
  process.exit(1);
}

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  console.log('No build found: building Jhola first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const summary = [];
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push({
    bench: file,
    result: run.status === 0 ? 'ok' : `FAILED (${run.status ?? run.signal})`,
    seconds,
  });
}
console.log('\n=== benchmarks ===');
console.table(summary);
process.exit(summary.every((s) => s.result === 'ok') ? 0 : 1);
