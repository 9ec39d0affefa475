#!/usr/bin/env node
// npm run cluster: Jhola on PostgreSQL as three processes sharing Redis, behind HAProxy (deploy/haproxy.cfg).
// Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/jhola_cluster, created when
// missing) and Redis (REDIS_URL, default redis://127.0.0.1:6379). HAProxy is installed when missing.
// A process that dies is started again; Ctrl-C (or SIGTERM) drains every process, then stops.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { ensureDatabase, portInUse, redisAnswers } from './lib/services.mjs';

const env = process.env;
const lbPort = Number(env.CLUSTER_PORT ?? 8080);
const appPorts = (env.CLUSTER_APP_PORTS ?? '3001,3002,3003').split(',').map(Number);
const metricsPorts = (env.CLUSTER_METRICS_PORTS ?? '9101,9102,9103').split(',').map(Number);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/jhola_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stateFile = env.CLUSTER_STATE_FILE;
const serverEntry = 'apps/server/dist/server.js';
const fail = (line) => {
  console.error(`cluster: ${line}`);
  process.exit(1);
};

if (appPorts.length !== 3)
  fail('CLUSTER_APP_PORTS must name three ports (deploy/haproxy.cfg has three servers)');
if (!ensureDebianPackage('/usr/sbin/haproxy', 'haproxy')) fail("could not install Debian's haproxy package");
try {
  await ensureDatabase(databaseUrl);
} catch (error) {
  fail(`PostgreSQL is not reachable at DATABASE_URL (${databaseUrl}): ${error.message}`);
}
if (!(await redisAnswers(redisUrl))) fail(`Redis is not reachable at REDIS_URL (${redisUrl})`);
if (!existsSync(serverEntry) || !existsSync('apps/web/dist/index.html')) {
  console.log('No build found: building Jhola first (npm run build)...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) fail('the build failed');
}

const apps = appPorts.map((port, i) => ({
  name: `app${i + 1}`,
  port,
  metricsPort: metricsPorts[i],
  child: null,
}));
let haproxy = null;
let stopping = false;

/** Each line of a child's output, prefixed with its name. */
function pipe(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

function writeState() {
  if (!stateFile) return;
  const state = {
    haproxy: haproxy?.pid ?? null,
    lbPort,
    apps: apps.map((a) => ({
      name: a.name,
      port: a.port,
      metricsPort: a.metricsPort,
      pid: a.child?.pid ?? null,
    })),
  };
  // Written whole, then renamed: a reader (the cluster tests poll it) never sees half a file.
  writeFileSync(`${stateFile}.next`, JSON.stringify(state, null, 2));
  renameSync(`${stateFile}.next`, stateFile);
}

function startApp(app) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      NODE_ENV: 'production',
      DEMO_SHOPPERS: 'true',
      APP_URL: `http://localhost:${lbPort}`,
      ...env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(app.port),
      HOST: '127.0.0.1',
      // Behind HAProxy: the client's address comes from X-Forwarded-For (per-IP limits).
      TRUST_PROXY: 'true',
      ...(app.metricsPort ? { METRICS_PORT: String(app.metricsPort), METRICS_HOST: '127.0.0.1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.child = child;
  pipe(app.name, child.stdout, process.stdout);
  pipe(app.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    app.child = null;
    writeState();
    if (stopping) return;
    console.log(`cluster: ${app.name} stopped (${signal ?? `exit ${code}`}); starting it again in 1 s`);
    setTimeout(() => {
      if (!stopping) startApp(app);
    }, 1000);
  });
  writeState();
}

function startHaproxy() {
  haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    env: {
      ...env,
      JHOLA_LB_BIND: `${env.CLUSTER_BIND ?? '0.0.0.0'}:${lbPort}`,
      JHOLA_APP1: `127.0.0.1:${appPorts[0]}`,
      JHOLA_APP2: `127.0.0.1:${appPorts[1]}`,
      JHOLA_APP3: `127.0.0.1:${appPorts[2]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipe('haproxy', haproxy.stdout, process.stdout);
  pipe('haproxy', haproxy.stderr, process.stderr);
  haproxy.on('exit', (code) => {
    if (stopping) return;
    console.error(`cluster: haproxy stopped (exit ${code})`);
    void stop('haproxy failure', 1);
  });
  writeState();
}

async function waitReady() {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${lbPort}/api/ready`);
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`cluster: ${signal}: draining the processes, then stopping HAProxy`);
  const exits = apps
    .filter((a) => a.child)
    .map(
      (a) =>
        new Promise((resolve) => {
          a.child.once('exit', resolve);
          a.child.kill('SIGTERM');
        }),
    );
  await Promise.all(exits);
  haproxy?.kill('SIGTERM');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const busy = (
  await Promise.all(
    [lbPort, ...appPorts, ...metricsPorts].map(async (port) => ((await portInUse(port)) ? port : null)),
  )
).filter(Boolean);
if (busy.length > 0) fail(`port ${busy.join(', ')} already in use (another cluster still running?)`);

for (const app of apps) startApp(app);
startHaproxy();
await waitReady();
console.log(
  `\nJhola is served at http://localhost:${lbPort} by ${apps.length} processes behind HAProxy ` +
    `(ports ${appPorts.join(', ')}; metrics on 127.0.0.1:${metricsPorts.join(', ')}/metrics). Ctrl-C stops it.\n`,
);
