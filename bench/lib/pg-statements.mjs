// The statements a measured phase sent to one database, by pg_stat_statements, when the PostgreSQL under the
// bench loads it (shared_preload_libraries = 'pg_stat_statements' and the extension made in the admin
// database: `create extension pg_stat_statements`). Without it, nothing is counted and nothing fails. Each
// statement's calls and time are PostgreSQL's own (execution and planning, wall time of the backend), so
// they say which statements cost the database most, whatever the client's process spends.
import { withClient } from './pg-client.mjs';

/** Whether `adminUrl`'s PostgreSQL counts statements (the extension made and the library loaded). */
async function available(client) {
  try {
    await client.query('select 1 from pg_stat_statements limit 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts counting the statements of `database` (its counts reset); `done()` gives { calls, execMs,
 * planMs, top } (top: the statements by total time, each with its calls and ms), or null when the
 * PostgreSQL does not count statements.
 */
export async function countStatements(adminUrl, database) {
  const dbid = await withClient(adminUrl, async (c) => {
    if (!(await available(c))) return null;
    const { rows } = await c.query('select oid from pg_database where datname = $1', [database]);
    await c.query('select pg_stat_statements_reset(0, $1, 0)', [rows[0].oid]);
    return rows[0].oid;
  });
  return {
    async done(topN = 25) {
      if (dbid === null) return null;
      return withClient(adminUrl, async (c) => {
        const { rows } = await c.query(
          `select query, calls::int, total_exec_time as exec_ms, total_plan_time as plan_ms, rows::int
             from pg_stat_statements where dbid = $1 order by total_exec_time + total_plan_time desc`,
          [dbid],
        );
        const sum = (key) => rows.reduce((n, r) => n + Number(r[key]), 0);
        return {
          calls: sum('calls'),
          execMs: sum('exec_ms'),
          planMs: sum('plan_ms'),
          top: rows.slice(0, topN).map((r) => ({
            calls: r.calls,
            ms: Math.round((Number(r.exec_ms) + Number(r.plan_ms)) * 10) / 10,
            rows: r.rows,
            query: r.query.replace(/\s+/g, ' ').slice(0, 300),
          })),
          all: rows,
        };
      });
    },
  };
}
