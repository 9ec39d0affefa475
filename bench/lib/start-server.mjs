// Starts the BUILT server (apps/server/dist/server.js) on a free port with a fresh temporary DATA_DIR
// and the demo data, waits for /api/health, and returns { url, stop }. Shared by the bench scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * nodeArgs go before the entry (e.g. --expose-gc); ipc opens a message channel to the server (child.send);
 * port, when given, is used instead of a free one (on a shared machine each engineer has a range);
 * build, when given, is another checkout whose built server runs (bench/evening.mjs's EVENING_BUILDS).
 */
export async function startServer({
  port: fixedPort,
  env = {},
  timeoutMs = 240_000,
  log = () => {},
  nodeArgs = [],
  ipc = false,
  build = root,
} = {}) {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jhola-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, path.join(build, 'apps/server/dist/server.js')], {
    cwd: build,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_SHOPPERS: 'false',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
    log(String(chunk));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, port, dataDir, stop, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
}
