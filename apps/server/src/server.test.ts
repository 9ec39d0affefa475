import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startDelayProxy } from '../../../bench/faults/delay-proxy.mjs';
import { adminStatement } from './test/proxied-database.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the real entry point (src/server.ts) as its own process, as `npm run dev` does. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@jhola/source', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', SEED_DEMO: 'false', DEMO_SHOPPERS: 'false', PORT: '0', ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Polls until the process says what is looked for; a process that exits first ends the wait. */
async function waitFor<T>(child: ChildProcess, probe: () => T | undefined): Promise<T> {
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) first`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const postgresHere = await reachable(adminUrl);

describe('server process', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  // Transpiling and starting the whole server takes seconds on a quiet machine, far more on a loaded one:
  // the wait ends when the server listens or exits, within the test's generous time.
  it('starts on the embedded database, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jhola-proc-'));
    const { child, output } = startServer({ DATA_DIR: dataDir });
    running = child;
    const port = await waitFor(child, () => /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1]);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.database).toBe('up');

    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('shutting down');
  }, 180_000);

  it('stops at start with one clear line when a variable is bad', async () => {
    const { child, output } = startServer({
      PORT: 'eighty',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jhola-proc-')),
    });
    running = child;
    expect(await exitOf(child)).toBe(1);
    expect(output().trim()).toBe('jhola: Invalid PORT: must be a port number');
  }, 60_000);

  // Issue 48: a process restarted by the cluster on a loaded machine (the faults bench's kill -9) met a
  // database answering its start-up statements past their bounds, exited 1, and was started again, the
  // whole start-up each time, and was not back after 3 minutes.
  it.skipIf(!postgresHere)(
    'waits for a database too slow at start, and starts once it answers',
    async () => {
      const name = `jhola_slow_start_${Date.now()}`;
      await adminStatement(adminUrl, `create database ${name}`);
      const target = new URL(adminUrl);
      const proxy = await startDelayProxy({
        target: { host: target.hostname, port: Number(target.port || 5432) },
      });
      try {
        // 5 s a round trip: a connection is not even made within its 3 s bound.
        proxy.setDelay(2_500);
        const url = new URL(adminUrl);
        url.host = `127.0.0.1:${proxy.port}`;
        url.pathname = `/${name}`;
        const { child, output } = startServer({
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jhola-proc-')),
        });
        running = child;
        await waitFor(child, () =>
          output().includes('the database did not answer at start') ? true : undefined,
        );
        proxy.setDelay(0);
        const port = await waitFor(
          child,
          () => /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1],
        );
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
        child.kill('SIGTERM');
        expect(await exitOf(child)).toBe(0);
      } finally {
        running?.kill('SIGKILL');
        await proxy.close();
        await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
      }
    },
    240_000,
  );
});
