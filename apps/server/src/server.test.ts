import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

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

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('server process', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it('starts on the embedded database, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jhola-proc-'));
    const { child, output } = startServer({ DATA_DIR: dataDir });
    running = child;
    const port = await waitFor(() => /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1], 60_000);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.database).toBe('up');

    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('shutting down');
  }, 90_000);

  it('stops at start with one clear line when a variable is bad', async () => {
    const { child, output } = startServer({
      PORT: 'eighty',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jhola-proc-')),
    });
    running = child;
    expect(await exitOf(child)).toBe(1);
    expect(output().trim()).toBe('jhola: Invalid PORT: must be a port number');
  }, 60_000);
});
