#!/usr/bin/env node
// Replays deploy/Dockerfile's build stage without a Docker engine (none runs on the machines we test on):
// the COPY of manifests, `npm ci` on them alone, the COPY of the sources (what git tracks, as
// .dockerignore leaves it), the build, the prune and the clean-up; then starts the result as the
// container would and asks /api/ready. Usage: node deploy/check-dockerfile.mjs
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'jhola-docker-'));
const lines = readFileSync(path.join(repo, 'deploy/Dockerfile'), 'utf8').split('\n');
const stages = lines.flatMap((line, i) => (/^FROM /.test(line) ? [i] : []));
const buildStage = lines.slice(stages[0], stages[1]);

function sh(command, cwd = work) {
  console.log(`$ ${command}`);
  const result = spawnSync('sh', ['-c', command], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`failed: ${command}`);
}

const copyAll = () => {
  const tracked = spawnSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).stdout.split('\n');
  for (const file of tracked.filter(Boolean)) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(work, file));
  }
};

try {
  for (const line of buildStage) {
    const copy = /^COPY (.+) (\S+)$/.exec(line);
    if (copy?.[1] === '.') copyAll();
    else if (copy)
      for (const file of copy[1].split(' ')) {
        mkdirSync(path.join(work, copy[2]), { recursive: true });
        cpSync(path.join(repo, file), path.join(work, copy[2], path.basename(file)));
      }
    const run = /^RUN (.+)$/.exec(line);
    if (run) {
      let command = run[1];
      for (let i = lines.indexOf(line) + 1; command.endsWith('\\'); i += 1)
        command = `${command.slice(0, -1)} ${lines[i].trim()}`;
      sh(command);
    }
  }
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: work,
    env: { ...process.env, NODE_ENV: 'production', PORT: '3999', DATA_DIR: path.join(work, '.data') },
    stdio: 'inherit',
  });
  let ready = false;
  for (let i = 0; i < 120 && !ready; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ready = await fetch('http://127.0.0.1:3999/api/ready').then(
      (r) => r.ok,
      () => false,
    );
  }
  server.kill('SIGTERM');
  console.log(
    ready ? 'The image built and its server answered /api/ready.' : 'The server never became ready.',
  );
  process.exitCode = ready ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
