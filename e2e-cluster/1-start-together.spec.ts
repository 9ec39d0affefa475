import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { recreateDatabase } from '../scripts/lib/services.mjs';
import { waitFor } from './support/cluster';
import { CLUSTER, databaseUrl } from './support/ports';

const COUNT = 10;
const DATABASE = 'jhola_cluster_start';

interface Started {
  child: ChildProcess;
  output: string;
  address: string | null;
}

/**
 * Ten processes started at the same moment on an empty database: migrations and the demo seed take
 * turns under advisory locks, the token secret is made once, one process (only) runs the demo shopper,
 * and every process comes up and serves.
 */
test('ten processes started at once on an empty database all come up', async () => {
  test.setTimeout(240_000);
  const url = databaseUrl(DATABASE);
  await recreateDatabase(url);
  const started: Started[] = [];
  try {
    for (let i = 0; i < COUNT; i++) {
      const entry: Started = { child: null as unknown as ChildProcess, output: '', address: null };
      entry.child = spawn(process.execPath, ['apps/server/dist/server.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: url,
          REDIS_URL: CLUSTER.redisUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'true',
          DEMO_SHOPPERS: 'true',
          // 10 processes × 2 connections (+1 for the leader lock) stay well inside max_connections.
          DATABASE_POOL_SIZE: '2',
          LOG_LEVEL: 'info',
          GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
          GEOCODER_NOMINATIM_INTERVAL_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        entry.output += chunk;
        entry.address ??= /listening on (http:\/\/[0-9.:]+)/.exec(entry.output)?.[1] ?? null;
      };
      entry.child.stdout?.on('data', collect);
      entry.child.stderr?.on('data', collect);
      started.push(entry);
    }

    for (const [i, entry] of started.entries()) {
      await waitFor(
        `process ${i + 1} to listen`,
        async () => {
          if (entry.child.exitCode !== null) throw new Error(`process ${i + 1} exited:\n${entry.output}`);
          return entry.address;
        },
        200_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${entry.output}`);
      });
    }
    expect(started.every((e) => e.child.exitCode === null)).toBe(true);

    // Every one answers, ready, on the one database.
    for (const entry of started) {
      const ready = await fetch(`${entry.address}/api/ready`);
      expect(ready.status).toBe(200);
    }

    // The seed ran once: one set of demo accounts and catalogue; the migrations once each.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const users = await client.query(
        'select email, count(*)::int as n from users group by email having count(*) > 1',
      );
      expect(users.rows).toEqual([]);
      const customers = await client.query(
        "select count(*)::int as n from users where email = 'customer@jhola.test'",
      );
      expect(customers.rows[0].n).toBe(1);
      const migrations = await client.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
      const secrets = await client.query(
        "select count(*)::int as n from app_settings where name = 'jwt_secret'",
      );
      expect(secrets.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    const seeded = started.filter((e) => /demo data: \d+ shops and accounts loaded/.test(e.output));
    expect(seeded).toHaveLength(1);

    // Work that must run once: exactly one process runs the demo shopper.
    await waitFor('a demo shopper leader', async () =>
      started.some((e) => e.output.includes('this process now runs the job')),
    );
    expect(started.filter((e) => e.output.includes('this process now runs the job'))).toHaveLength(1);

    // A token from the first process works on the tenth.
    const login = await fetch(`${started[0]!.address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@jhola.test', password: 'Customer@123' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data;
    const me = await fetch(`${started[COUNT - 1]!.address}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
  } finally {
    for (const entry of started) entry.child.kill('SIGKILL');
  }
});
