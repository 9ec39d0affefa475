import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { boundedPool, DB_TIMEOUTS } from './bounded-pool.js';
import { endTransactionsAtDeadline } from './deadline-transactions.js';
import { type ChannelListener, listenOnPglite, listenOnPostgres, type Unlisten } from './notifications.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either, so a service can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * For the few statements allowed to run long (the demo seed, maintenance commands): a small pool
   * with the slow bounds of `DB_TIMEOUTS`. The same handle as `db` on PGlite.
   */
  slowDb: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection URL, for the one dedicated connection of the leader lock (jobs/leader.ts). */
  url?: string;
  /** PostgreSQL only: connections of the pool in use, idle, and requests waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * Hears the notifications of `channel` (pg_notify) on a connection of its own (db/notifications.ts);
   * the returned function stops listening.
   */
  listen(channel: string, listener: ChannelListener): Promise<Unlisten>;
  /** Whether `select 1` answers within `timeoutMs` (default 1 s); never throws, never hangs. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * PostgreSQL only: whether a silent outage is suspected (a connect or query timed out and no probe has
   * answered since); requests fail fast with a 503 meanwhile (db/circuit-breaker.ts).
   */
  outageSuspected?(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Embedded PGlite in `dataDir` (or in memory for `memory://`), or node-postgres when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Called when an idle pooled connection fails; the pool replaces it on next use. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE); 10 by default. */
  poolSize?: number;
  /**
   * PGlite only: a dump of an already migrated data directory to start from (the tests' template, made
   * once per run), which skips initdb; migrations still run and find nothing left to apply.
   */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const listening = new Set<Unlisten>();
    const max = options.poolSize ?? 10;
    const pool = boundedPool(options.databaseUrl, max, DB_TIMEOUTS.statementMs, options.onPoolError);
    const slowPool = boundedPool(options.databaseUrl, 2, DB_TIMEOUTS.slowStatementMs, options.onPoolError);
    // Numeric and bigint come back as strings by default; drizzle's numeric mode 'number' converts them.
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const slowDb = drizzleNodePg(slowPool, { schema }) as unknown as Db;
    for (const handle of [db, slowDb]) endTransactionsAtDeadline(handle);
    // Migrations may wait for another process's lock and run long: the slow pool's bounds.
    await migrateUnderLock(slowPool);
    return {
      db,
      slowDb,
      kind: 'postgres',
      url: options.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      listen: async (channel, listener) => {
        const unlisten = listenOnPostgres(url, channel, listener);
        listening.add(unlisten);
        return async () => {
          listening.delete(unlisten);
          await unlisten();
        };
      },
      ping: (timeoutMs) => ping(db, timeoutMs),
      outageSuspected: () => pool.breaker.isOpen,
      close: async () => {
        // A listener whose app never finished building (a failed start) stops with its database.
        await Promise.all([...listening].map((unlisten) => unlisten()));
        await Promise.all([pool.end(), slowPool.end()]);
      },
    };
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs catalogue search (migration 0001); PostgreSQL ships it as a contrib extension.
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  endTransactionsAtDeadline(db);
  return {
    db,
    slowDb: db,
    kind: 'pglite',
    listen: (channel, listener) => listenOnPglite(client, channel, listener),
    ping: (timeoutMs) => ping(db, timeoutMs),
    close: () => client.close(),
  };
}

/** Any fixed number; every process of every version takes the same one. */
const MIGRATION_LOCK = 4_815_162_341;

/**
 * Processes starting together on one database take turns: the first applies the migrations while the
 * others wait on the advisory lock, then find nothing left to apply. The lock is the session's, so a
 * process that dies mid-migration releases it with its connection.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db, timeoutMs = 1_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
