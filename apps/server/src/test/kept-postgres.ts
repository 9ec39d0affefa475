import pg from 'pg';
import { SCHEMA_HASH, USER_SCHEMAS } from './kept-pglite.js';

/**
 * One PostgreSQL database per test worker, handed to one test file after another and put back as the
 * migrated template left it between them, as test/kept-pglite.ts does for PGlite (decision 0078):
 * `CREATE DATABASE … TEMPLATE` and `DROP DATABASE` cost a file 0.3–1.7 s of the server's writing (a copy of
 * every page through the WAL), the reset below tens of milliseconds. Each file still starts on a clean
 * database with the migrations' own rows and its own connections (the pools of the file before are closed,
 * with their sessions' locks, settings and temporary tables), and a file that changed the schema leaves a
 * database that is dropped instead.
 */

/** What the template looked like, read once from the worker's first, untouched copy. */
interface Pristine {
  /** Every table outside the system schemas and drizzle's migration journal, quoted for SQL. */
  tables: string[];
  /** The rows the migrations left (reference data): each table's insertable columns and rows as JSON. */
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** A hash of the schema; a file that changed it leaves a database this cannot put back. */
  schema: string;
}

export interface KeptPostgres {
  /** Puts the database back as the template left it; false when it cannot (the schema changed). */
  reset(): Promise<boolean>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Reads the pristine state of a database just copied from the template, before any test wrote to it. */
export async function keepPostgres(url: string): Promise<KeptPostgres> {
  const pristine = await withClient(url, readPristine);
  return {
    reset: () =>
      withClient(url, async (client) => {
        const schema = await client.query<{ hash: string }>(SCHEMA_HASH);
        if (schema.rows[0]?.hash !== pristine.schema) return false;
        // A connection a file left open (a second app not closed) would hold its locks and session.
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        const written = await client.query<{ name: string }>(
          pristine.tables
            .map((table) => `select ${quote(table)} as name where exists (select 1 from ${table})`)
            .join(' union all '),
        );
        await client.query('begin');
        try {
          // Foreign keys and triggers off: every row goes, and the template's rows satisfied them.
          await client.query('set local session_replication_role = replica');
          for (const { name } of written.rows) await client.query(`delete from ${name}`);
          for (const { table, columns, json } of pristine.rows) {
            if (!written.rows.some((row) => row.name === table)) await client.query(`delete from ${table}`);
            await client.query(
              `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1)`,
              [json],
            );
          }
          for (const { name, lastValue, isCalled } of pristine.sequences)
            await client.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
        return true;
      }),
  };
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readPristine(client: pg.Client): Promise<Pristine> {
  const relations = await client.query<{ name: string; kind: string; columns: string | null }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind,
            (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${USER_SCHEMAS} and c.relkind in ('r', 'p', 'S') order by 1`,
  );
  const tables = relations.rows.filter((r) => r.kind !== 'S');
  const rows: Pristine['rows'] = [];
  for (const { name, columns } of tables) {
    const any = await client.query(`select 1 from ${name} limit 1`);
    if (any.rows.length === 0 || !columns) continue;
    const copied = await client.query<{ json: string }>(`select json_agg(t)::text as json from ${name} t`);
    rows.push({ table: name, columns, json: copied.rows[0]!.json });
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
  return { tables: tables.map((t) => t.name), rows, sequences, schema: schema.rows[0]?.hash ?? '' };
}
