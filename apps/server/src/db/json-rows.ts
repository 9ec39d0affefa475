import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Column types whose JSON form differs from what the driver hands Drizzle (numeric's "10.50" would be
 * 10.5, a bigint past 2^53 would round, a jsonb string would arrive already parsed): these go into the
 * JSON as their text, so each column's own decoder reads exactly what it reads from a plain row.
 */
const AS_TEXT = new Set([
  'PgNumeric',
  'PgNumericNumber',
  'PgNumericBigInt',
  'PgBigInt53',
  'PgBigInt64',
  'PgJson',
  'PgJsonb',
]);

/** One table's rows carried as JSON inside another statement, and read back as Drizzle would read them. */
export interface JsonRows<T> {
  /** `json_build_object(...)` of the table's columns, keyed by their TypeScript names. */
  object: SQL;
  /** A JSON object made by `object` back to the row Drizzle's `select().from(table)` gives. */
  decode(value: Record<string, unknown>): T;
}

/**
 * Lets one statement bring a row together with its child rows (`json_agg` of `object` in a subquery)
 * instead of a statement per child table, with every column decoded by its own Drizzle column.
 */
export function jsonRowsOf<T extends Table>(
  table: T,
  picked?: Record<string, Column>,
): JsonRows<T['$inferSelect']> {
  const columns = Object.entries(picked ?? getTableColumns(table)) as [string, Column][];
  // PostgreSQL's functions take at most 100 arguments: a key and a value each.
  if (columns.length > 50)
    throw new Error(`jsonRowsOf: ${columns.length} columns, json_build_object takes 50`);
  const fields = columns.map(
    ([key, column]) =>
      sql`${sql.raw(`'${key}'`)}, ${AS_TEXT.has(column.columnType) ? sql`${column}::text` : column}`,
  );
  return {
    object: sql`json_build_object(${sql.join(fields, sql`, `)})`,
    decode(value) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const raw = value[key];
        row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
      }
      return row as T['$inferSelect'];
    },
  };
}

/** A json/json[] value as the driver gave it: parsed already (node-postgres, PGlite) or as text. */
export const parsedJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

const dialect = new PgDialect();

/**
 * A fragment with no parameters (column names and SQL only, like the subqueries of `jsonRowsOf`) rendered
 * to its text once: Drizzle would otherwise walk its hundred-odd column chunks again on every query.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('renderedOnce: a fragment with parameters cannot be kept as text');
  return sql.raw(text);
}
