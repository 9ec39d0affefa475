import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { recreateDatabase } from '../../scripts/lib/services.mjs';
import { appUrl, CLUSTER, databaseUrl } from './ports';

export interface ClusterState {
  haproxy: number | null;
  apps: { name: string; port: number; metricsPort: number; pid: number | null }[];
}

export interface RunningCluster {
  state(): ClusterState;
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition, polling; never a fixed delay standing in for an event. A probe that throws ends the wait. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  limitMs = 90_000,
) {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** `npm run cluster` on this suite's ports, a fresh database and a flushed Redis database. */
export async function startCluster(name: string): Promise<RunningCluster> {
  const url = databaseUrl(name);
  await recreateDatabase(url);
  const redis = createClient({ url: CLUSTER.redisUrl });
  await redis.connect();
  await redis.flushDb();
  await redis.close();

  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'jhola-cluster-')), 'state.json');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      REDIS_URL: CLUSTER.redisUrl,
      CLUSTER_PORT: String(CLUSTER.lbPort),
      CLUSTER_BIND: '127.0.0.1',
      CLUSTER_APP_PORTS: CLUSTER.appPorts.join(','),
      CLUSTER_METRICS_PORTS: CLUSTER.metricsPorts.join(','),
      CLUSTER_STATE_FILE: stateFile,
      DEMO_SHOPPERS: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
      GEOCODER_NOMINATIM_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    'the cluster to serve through HAProxy',
    async () => {
      if (child.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
      return output.includes('Jhola is served at');
    },
    170_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    state: () => JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Every process of the cluster up: running (a pid in the state file) and answering 200 on its own
 * /api/ready. The cluster prints that it serves as soon as HAProxy has one process, and a process it
 * starts again after a kill opens its database before it listens: a test that acts on a given process
 * waits for this first.
 */
export async function allProcessesReady(cluster: RunningCluster): Promise<ClusterState['apps']> {
  return waitFor('every process of the cluster to answer ready', async () => {
    const { apps } = cluster.state();
    if (apps.some((app) => app.pid === null)) return null;
    const ready = await Promise.all(
      apps.map((app) =>
        fetch(`${appUrl(app.port)}/api/ready`).then(
          (res) => res.status === 200,
          () => false,
        ),
      ),
    );
    return ready.every(Boolean) && apps;
  });
}

/** The Prometheus text of one process (its METRICS_PORT). */
export async function metricsOf(metricsPort: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  if (!res.ok) throw new Error(`metrics on ${metricsPort}: ${res.status}`);
  return res.text();
}

export const socketsOn = async (metricsPort: number): Promise<number> => {
  const match = /^jhola_sockets_connected (\d+)$/m.exec(await metricsOf(metricsPort));
  return match ? Number(match[1]) : 0;
};
