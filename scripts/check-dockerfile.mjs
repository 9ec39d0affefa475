#!/usr/bin/env node
// Proves that deploy/Dockerfile builds a working image from this checkout as it stands (built before or
// not), without a Docker engine (none runs on the machines we test on):
// 1. the build context is the checkout as .dockerignore leaves it, by Docker's matching rules; it must
//    hold no build state (nothing git ignores: a tsbuildinfo sent without its dist/ makes `tsc -b` in the
//    image say "up to date" and write nothing);
// 2. the build stage is replayed on a copy of that context: its COPY lines, `npm ci` on the manifests
//    alone (a workspace manifest the Dockerfile forgets fails here as in `docker build`), its RUN lines
//    (build, prune, clean-up);
// 3. the result has what the image's CMD runs, and, started as the container starts it, answers
//    /api/ready and serves the customer app at / and the staff app at /staff/.
// Usage: node scripts/check-dockerfile.mjs [--context-only]   (--context-only: step 1 alone)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStateIn, contextFiles, copyContext } from './lib/docker-context.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const DOCKERFILE = 'deploy/Dockerfile';
const READY_WITHIN_MS = 180_000;

/** The Dockerfile's instructions, continuation lines joined, comments dropped, split at each FROM. */
function stagesOf(text) {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
      return { keyword: keyword.toUpperCase(), rest };
    });
  const stages = [];
  for (const instruction of instructions)
    if (instruction.keyword === 'FROM') stages.push([]);
    else stages.at(-1)?.push(instruction);
  return stages;
}

function sh(command, cwd) {
  console.log(`$ ${command}`);
  const result = spawnSync('sh', ['-c', command], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the Dockerfile's step failed: ${command}`);
}

/** COPY <sources...> <destination> of the build stage, from the context into the image's /app. */
function copyStep(rest, context, image) {
  const parts = rest.split(/\s+/);
  if (parts.some((part) => part.startsWith('--')))
    throw new Error(`COPY with options is not replayed: ${rest}`);
  const destination = parts.pop();
  for (const source of parts) {
    const from = path.join(context, source);
    if (!existsSync(from)) throw new Error(`COPY ${source}: not in the build context`);
    const to =
      source === '.'
        ? path.join(image, destination)
        : destination.endsWith('/')
          ? path.join(image, destination, path.basename(source))
          : path.join(image, destination);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts the image's CMD with its ENV (on a free port and a fresh DATA_DIR) and asks what it serves. */
async function startImage(image, runStage) {
  const env = Object.fromEntries(
    runStage
      .filter((i) => i.keyword === 'ENV')
      .flatMap((i) => [...i.rest.matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name, value])),
  );
  const cmd = JSON.parse(runStage.findLast((i) => i.keyword === 'CMD').rest);
  const script = cmd.find((arg) => arg.endsWith('.js'));
  if (!existsSync(path.join(image, script))) throw new Error(`the image has no ${script} (its CMD)`);
  const port = await freePort();
  const server = spawn(process.execPath, cmd.slice(1), {
    cwd: image,
    env: {
      PATH: process.env.PATH,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(image, '.data'),
      // The demo data is the seed's own tests' business; the image only has to start and serve.
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const ask = (route) =>
    fetch(`http://127.0.0.1:${port}${route}`).then(
      async (res) => ({
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        body: await res.text(),
      }),
      () => null,
    );
  try {
    const until = Date.now() + READY_WITHIN_MS;
    while ((await ask('/api/ready'))?.status !== 200) {
      if (server.exitCode !== null)
        throw new Error(`the server exited (${server.exitCode}) before it was ready`);
      if (Date.now() > until) throw new Error(`the server was not ready within ${READY_WITHIN_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const route of ['/', '/staff/']) {
      const page = await ask(route);
      if (page?.status !== 200 || !page.type.startsWith('text/html') || !page.body.includes('<script'))
        throw new Error(`GET ${route} did not serve the built app (${page?.status} ${page?.type})`);
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const files = contextFiles(repo);
const buildState = buildStateIn(repo, files);
if (buildState.length > 0) {
  console.error(
    `check-dockerfile: .dockerignore lets build state into the image's context:\n  ${buildState.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-dockerfile: the build context holds ${files.length} files and no build state.`);
if (process.argv.includes('--context-only')) process.exit(0);

const work = mkdtempSync(path.join(tmpdir(), 'jhola-docker-'));
const context = path.join(work, 'context');
const image = path.join(work, 'app');
try {
  copyContext(repo, files, context);
  const [buildStage, runStage] = stagesOf(readFileSync(path.join(repo, DOCKERFILE), 'utf8'));
  mkdirSync(image);
  for (const { keyword, rest } of buildStage)
    if (keyword === 'COPY') copyStep(rest, context, image);
    else if (keyword === 'RUN') sh(rest, image);
    else if (keyword !== 'WORKDIR')
      throw new Error(`${keyword} in the build stage is not replayed: teach this check`);
  await startImage(image, runStage);
  console.log('check-dockerfile: the image built from this checkout starts, is ready and serves both apps.');
} catch (error) {
  console.error(`check-dockerfile: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
