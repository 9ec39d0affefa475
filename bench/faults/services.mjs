// The faults bench's own PostgreSQL and Redis (issue 48): started in a temporary directory on ports of
// their own, so the bench may restart them under load (`pg_ctl restart -m fast`, a Redis stop and start)
// without touching anyone else's. PostgreSQL refuses to run as root: as root its commands run as the
// `postgres` user, which owns the directory.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL's binaries under /usr/lib/postgresql/<version>/bin. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return path.join(base, versions[0], 'bin');
}

const asRoot = userInfo().uid === 0;

/**
 * Runs a PostgreSQL command (as `postgres` when this is root); rejects with its output when it fails.
 * Asynchronous: the bench's clients share this process and must go on while PostgreSQL restarts.
 */
function pgCommand(bin, args) {
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, args[0]), ...args.slice(1)]]
    : [path.join(bin, args[0]), args.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args[0]} failed (${code}): ${output}`)),
    );
  });
}

/** Resolves once something accepts TCP connections on the port (or throws after `ms`). */
export async function waitForPort(port, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A PostgreSQL cluster of its own (initdb, pg_ctl) on `port`, trusting local connections as `postgres`.
 * @returns {Promise<{ url: (db: string) => string; restart: () => Promise<void>; stop: () => Promise<void> }>}
 */
export async function startPostgres({ port }) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-faults-pg-'));
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  await pgCommand(bin, ['initdb', '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Its socket in its own directory (not /var/run/postgresql, the shared server's); TCP on 127.0.0.1 only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args) =>
    pgCommand(bin, ['pg_ctl', '-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  await ctl('start');
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    // Fast: open sessions are cut (their transactions roll back), then it starts again.
    restart: async () => {
      await ctl('restart', '-m', 'fast');
    },
    stop: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis of its own on `port`, keeping nothing on disk (a restart starts it empty, as a lost cache would).
 * @returns {Promise<{ url: string; restart: () => Promise<void>; stop: () => Promise<void> }>}
 */
export async function startRedis({ port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-faults-redis-'));
  if (asRoot) chownSync(dir, 0, 0);
  let child = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
