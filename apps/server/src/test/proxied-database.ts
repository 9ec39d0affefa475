import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { testConfig } from './test-app.js';
import { createTestUser, type TestUser } from './users.js';

/** Runs one statement on the PostgreSQL at `adminUrl` (creating or dropping a test's own database). */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * The real app on database `name` of the PostgreSQL at `adminUrl`, reached through a proxy listening on
 * `proxyPort` (a test breaks or slows the network there), with one customer to call it as.
 */
export async function appThroughProxy(options: {
  adminUrl: string;
  name: string;
  proxyPort: number;
  poolSize: number;
}): Promise<{ app: FastifyInstance; database: Database; user: TestUser }> {
  const url = new URL(options.adminUrl);
  url.host = `127.0.0.1:${options.proxyPort}`;
  url.pathname = `/${options.name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: options.poolSize,
  });
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const user = await createTestUser({
    app,
    database: { ...database, drop: async () => {} },
    config,
    setNow() {},
    now: () => new Date(),
    close: async () => {},
  });
  return { app, database, user };
}
