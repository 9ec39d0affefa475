import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.js';

/**
 * One PGlite per test worker, handed to one test file after another and put back as the migrated template
 * left it between them (issue 41): opening a copy of the template cost 2–3 s per file, the reset below
 * tens of milliseconds. Each file still starts on a clean database with the migrations' own rows, and a
 * file that changed the schema (a test table, say) gets a fresh copy instead of this one.
 */

/** What the template looked like, taken once from the worker's first, untouched copy. */
interface Pristine {
  /** Every table outside the system schemas and drizzle's migration journal, quoted for SQL. */
  tables: string[];
  /** The rows the migrations left (reference data), as PGlite's COPY wrote them. */
  rows: { table: string; blob: Blob }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** A hash of the schema; a file that changed it leaves a database this cannot put back. */
  schema: string;
}

export interface KeptPglite {
  database: Database;
  /** Puts the database back as the template left it; false when it cannot (the schema changed). */
  reset(): Promise<boolean>;
}

export const USER_SCHEMAS =
  "n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'";

// Tables, columns, constraints, indexes, triggers, functions and types: what DDL a test might run changes one.
export const SCHEMA_HASH = `select md5(coalesce(string_agg(part, ',' order by part), '')) as hash from (
  select concat_ws('/', 'c', c.oid, c.relname, c.relkind, c.relnamespace) as part from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all select concat_ws('/', 'a', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} and a.attnum > 0
  union all select concat_ws('/', 'k', oid, conname, convalidated) from pg_constraint
  union all select concat_ws('/', 't', oid, tgname, tgenabled) from pg_trigger
  union all select concat_ws('/', 'p', oid, md5(prosrc)) from pg_proc where oid >= 16384
  union all select concat_ws('/', 'y', oid, typname) from pg_type where oid >= 16384
  union all select concat_ws('/', 'n', oid, nspname) from pg_namespace
) parts`;

export async function keepPglite(database: Database): Promise<KeptPglite> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const pristine = await readPristine(client);
  return {
    database,
    async reset() {
      const schema = await client.query<{ hash: string }>(SCHEMA_HASH);
      if (schema.rows[0]?.hash !== pristine.schema) return false;
      // Whatever a file left on the one session: locks, settings, temporary tables.
      await client.exec('select pg_advisory_unlock_all(); reset all; discard temp;');
      // DELETE of the few tables a file wrote, not TRUNCATE of all: TRUNCATE makes new files for every
      // table and index, which took seconds.
      const written = await client.query<{ name: string }>(
        pristine.tables
          .map((table) => `select ${quote(table)} as name where exists (select 1 from ${table})`)
          .join(' union all '),
      );
      await client.transaction(async (tx) => {
        // Foreign keys and triggers off: every row goes, and the template's rows satisfied them when it was made.
        await tx.exec('set local session_replication_role = replica');
        for (const { name } of written.rows) await tx.exec(`delete from ${name}`);
        for (const { table, blob } of pristine.rows) {
          if (!written.rows.some((row) => row.name === table)) await tx.exec(`delete from ${table}`);
          await tx.query(`copy ${table} from '/dev/blob'`, [], { blob });
        }
        for (const { name, lastValue, isCalled } of pristine.sequences)
          await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
      });
      return true;
    },
  };
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readPristine(client: PGlite): Promise<Pristine> {
  const relations = await client.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where ${USER_SCHEMAS} and c.relkind in ('r', 'p', 'S') order by 1`,
  );
  const tables = relations.rows.filter((r) => r.kind !== 'S').map((r) => r.name);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const any = await client.query(`select 1 from ${table} limit 1`);
    if (any.rows.length === 0) continue;
    const copied = await client.query(`copy ${table} to '/dev/blob'`);
    if (copied.blob) rows.push({ table, blob: copied.blob });
  }
  const sequences: Pristine['sequences'] = [];
  for (const { name } of relations.rows.filter((r) => r.kind === 'S')) {
    const value = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    const row = value.rows[0];
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  const schema = await client.query<{ hash: string }>(SCHEMA_HASH);
  return { tables, rows, sequences, schema: schema.rows[0]?.hash ?? '' };
}
