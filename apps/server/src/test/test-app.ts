import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type {} from '../context.js';
import { type Database, openDatabase } from '../db/client.js';
import { type KeptPglite, keepPglite } from './kept-pglite.js';
import { type KeptPostgres, keepPostgres } from './kept-postgres.js';
import { adminQuery } from './template-database.js';

/**
 * The database the server tests run on: embedded PGlite (in memory) by default, or a database on the
 * PostgreSQL server named by TEST_DATABASE_URL when the `server-postgres` project runs. Either way a
 * copy of the run's migrated template (test/global-setup.ts), never a database built from nothing.
 */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.JHOLA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Whether this database runs a large corpus of queries whole (decision 0078): PostgreSQL when the run has it
 * (its project runs the same files; it answered the search relevance corpus in about two thirds of PGlite's
 * CPU, its backends included), else PGlite. The other database answers a fixed share of the corpus, held
 * to the same goal, so that each engine still runs every part of it.
 */
export const runsCorporaWhole = (): boolean =>
  testDatabaseKind() === 'postgres' || !process.env.TEST_DATABASE_URL;

export interface TestDatabase extends Database {
  drop(): Promise<void>;
}

/** Read once per worker: the files of a worker share it (they run one after another). */
let pgliteTemplate: Promise<Blob> | null = null;
/** The worker's kept PGlite (test/kept-pglite.ts), and whether a file holds it now. */
let kept: { pglite: KeptPglite; lent: boolean } | null = null;

async function openPgliteCopy(): Promise<Database> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate });
}

/**
 * The worker's kept PGlite when no file holds it, else a fresh copy of the template (a file that opens two
 * databases at once). Dropping the kept one puts it back as the template left it for the next file;
 * closing it, or a schema a test changed, ends it, and the next file starts another.
 */
async function openPgliteTestDatabase(): Promise<TestDatabase> {
  if (!kept) {
    const pglite = await keepPglite(await openPgliteCopy());
    kept = { pglite, lent: false };
  }
  if (kept.lent) {
    const database = await openPgliteCopy();
    return { ...database, drop: () => database.close() };
  }
  const lent = kept;
  lent.lent = true;
  const forget = async () => {
    if (kept === lent) kept = null;
    await lent.pglite.database.close();
  };
  let done = false;
  return {
    ...lent.pglite.database,
    close: async () => {
      if (done) return;
      done = true;
      await forget();
    },
    async drop() {
      if (done) return;
      done = true;
      if (await lent.pglite.reset().catch(() => false)) lent.lent = false;
      else await forget();
    },
  };
}

/** The worker's kept PostgreSQL database (test/kept-postgres.ts), and whether a file holds it now. */
let keptPostgres: { url: string; drop(): Promise<void>; kept: KeptPostgres; lent: boolean } | null = null;

/** A new copy of the run's template on the PostgreSQL server, named after the run (global-setup.ts drops leftovers). */
async function copyPostgresTemplate(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${inject('postgresCopies')}${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * The worker's kept database when no file holds it, else a fresh copy of the template (a file that opens
 * two databases at once). Dropping the kept one closes the file's pools and puts the database back as the
 * template left it for the next file; a schema a test changed drops it, and the next file makes another.
 */
async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  if (!keptPostgres) {
    const copy = await copyPostgresTemplate(adminUrl);
    keptPostgres = { ...copy, kept: await keepPostgres(copy.url), lent: false };
  }
  if (keptPostgres.lent) {
    const copy = await copyPostgresTemplate(adminUrl);
    const database = await openDatabase({ databaseUrl: copy.url, dataDir: 'memory://' });
    return {
      ...database,
      async drop() {
        await database.close();
        await copy.drop();
      },
    };
  }
  const lent = keptPostgres;
  lent.lent = true;
  const database = await openDatabase({ databaseUrl: lent.url, dataDir: 'memory://' });
  const forget = async () => {
    if (keptPostgres === lent) keptPostgres = null;
    await lent.drop();
  };
  let done = false;
  return {
    ...database,
    close: async () => {
      if (done) return;
      done = true;
      await database.close();
      await forget();
    },
    async drop() {
      if (done) return;
      done = true;
      await database.close();
      if (await lent.kept.reset().catch(() => false)) lent.lent = false;
      else await forget();
    },
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') return openPgliteTestDatabase();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  return openPostgresTestDatabase(adminUrl);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/jhola-test-${randomUUID()}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DEMO_SHOPPERS: 'false',
    WEB_DIST: '/nonexistent',
    STAFF_DIST: '/nonexistent',
    // The machine is offline: geocoding fails at once (nothing listens on port 9) unless a test points it at a stand-in.
    GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
    // No turn-taking with a stand-in (modules/geocoding/throttle.ts has its own test).
    GEOCODER_NOMINATIM_INTERVAL_MS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Moves the app's clock; every time-dependent rule reads it. */
  setNow(date: Date | null): void;
  /** The app's clock, for a second app built on the same database (a restart, another process). */
  now(): Date;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; call close() in afterAll. */
export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.env);
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();
  const app = await buildApp({ config, database, logger: false, now });
  await app.ready();
  return {
    app,
    database,
    config,
    setNow(date) {
      fixedNow = date;
    },
    now,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
