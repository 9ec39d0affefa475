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
import { boundedPool, DB_TIMEOUTS } from './bounded-pool.js';
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
  /** Whether `select 1` answers within `timeoutMs` (default 1 s); never throws, never hangs. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Embedded PGlite in `dataDir` (or in memory for `memory://`), or node-postgres when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Called when an idle pooled connection fails; the pool replaces it on next use. */
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = boundedPool(options.databaseUrl, 10, DB_TIMEOUTS.statementMs, options.onPoolError);
    const slowPool = boundedPool(options.databaseUrl, 2, DB_TIMEOUTS.slowStatementMs, options.onPoolError);
    // Numeric and bigint come back as strings by default; drizzle's numeric mode 'number' converts them.
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const slowDb = drizzleNodePg(slowPool, { schema }) as unknown as Db;
    await migrateNodePg(slowDb as never, { migrationsFolder });
    return {
      db,
      slowDb,
      kind: 'postgres',
      ping: (timeoutMs) => ping(db, timeoutMs),
      close: async () => {
        await Promise.all([pool.end(), slowPool.end()]);
      },
    };
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs catalogue search (migration 0001); PostgreSQL ships it as a contrib extension.
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    slowDb: db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    close: () => client.close(),
  };
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
