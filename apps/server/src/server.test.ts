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
});
