import { ERROR_CODES } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { badBody, badString, deepJson, encodeSegment } from '../test/fuzz-inputs.js';
import { createLifecycleWorld, type LifecycleWorld } from '../test/lifecycle-fixtures.js';
import { testDatabaseKind } from '../test/test-app.js';

/**
 * Schema-guided fuzzing of every operation in the OpenAPI document (/api/docs/json): bad ids, bad
 * query values, bodies the schema must refuse, bad JSON, JSON nested 10,000 deep, odd content types,
 * each as every role.
 * No answer may be a 5xx, every 4xx is the envelope, and afterwards every table is as it was.
 * A fixed seed makes failures reproducible, on both databases (the error mapping reads each driver's
 * errors); a second, random seed (printed) widens the search once a run, in the PGlite project: the
 * same server code on the same PostgreSQL engine, so a second random pass on the PostgreSQL project
 * doubled the file's cost for inputs the first pass's drivers already answered (issue 41, suite time).
 */
const FIXED_SEED = 20261122;
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Record<string, unknown> }[];
  bodySchema: Record<string, unknown> | undefined;
  secured: boolean;
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> })
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params']) ?? [],
        bodySchema: content?.['application/json']?.schema,
        secured: Array.isArray(op.security),
      };
    }),
  );
}

/**
 * Tables an ANSWERED read writes by design: the anonymous search log (issue 42) keeps every customer search
 * a 200 answered, and a fuzzed query string is often a valid search. The catalogue's routes log only a
 * 200, so a refused search still logs nothing.
 */
const WRITTEN_BY_ANSWERED_READS = new Set(['search_log']);

/** A fingerprint of every table's content, to prove that refused requests changed nothing. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (WRITTEN_BY_ANSWERED_READS.has(name)) continue;
    const result = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; digest: string }[] };
    const row = result.rows[0];
    out[name] = `${row?.n}:${row?.digest}`;
  }
  return out;
}

/**
 * The snapshot once the work an order starts after its commit (geocoding, the batched shop order
 * counts) has landed: two fingerprints in a row that agree.
 */
async function settledSnapshot(db: Db): Promise<Record<string, string>> {
  let previous = await snapshot(db);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const current = await snapshot(db);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error('the database never settled after placing the fixture order');
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let world: LifecycleWorld;
  let ops: Operation[];
  const stats = { requests: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    world = await createLifecycleWorld();
    // Real rows, so that some bad bodies reach handlers that found what the path names.
    await world.place();
    const doc = await world.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    ops = operations(doc.json());
  }, 120_000);
  afterAll(() => world.close());

  async function fuzz(seed: number): Promise<void> {
    const { t } = world;
    const order = await world.place();
    const realIds = [world.shop.id, world.products[0]!.id, order._id, world.customer.id, world.admin.id];
    const tokens = [null, world.customer, world.shopper, world.delivery, world.admin];
    const before = await settledSnapshot(t.database.db);
    for (const op of ops) {
      const started = performance.now();
      // Writes without a body schema act on the path alone (approve, accept, delete): only ids that name
      // nothing are sent there, so that the "nothing changed" check stays meaningful.
      const safeToUseRealIds = op.method === 'GET' || op.bodySchema !== undefined;
      const idValue = fc.oneof(
        safeToUseRealIds ? fc.constantFrom(...realIds) : fc.uuid(),
        fc.uuid(),
        badString.map(encodeSegment),
        fc.constantFrom('%E0%A4%A', '%', '%00', 'a'.repeat(300)),
      );
      const request = fc.record({
        pathValues: fc.array(idValue, { minLength: 4, maxLength: 4 }),
        query: fc.array(
          fc.tuple(
            fc.constantFrom(...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
            badString,
          ),
          {
            maxLength: 3,
          },
        ),
        // Logging out with a fuzzed request would really end the session the other requests use.
        user: op.path === '/api/auth/logout' ? fc.constant(null) : fc.constantFrom(...tokens),
        body: badBody(op.bodySchema),
        rawBody: fc.oneof(
          fc.constant(null),
          fc.constantFrom('{"a":', 'null', '[]', '"\\u0000"', '{"__proto__":{"x":1}}', ...deepJson),
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
        key: fc.oneof(
          fc.uuid(),
          fc.string({ maxLength: 300 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let index = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => r.pathValues[index++] ?? 'x');
          const query = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeSegment(v)}`).join('&');
          const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(r.user ? r.user.headers : {}),
              ...(hasBody ? { 'content-type': r.contentType } : {}),
              'idempotency-key': r.key,
            },
            ...(hasBody ? { payload: r.rawBody ?? JSON.stringify(r.body) } : {}),
          });
          stats.requests += 1;
          stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
          const where = `${op.method} ${path}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(body.success, where).toBe(false);
            expect(typeof body.message, where).toBe('string');
            expect(ERROR_CODES, where).toContain(body.code);
          }
        }),
        { seed, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (process.env.FUZZ_VERBOSE)
        console.info(`${op.method} ${op.path}: ${Math.round(performance.now() - started)} ms`);
    }
    const after = await snapshot(t.database.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed, 'tables changed by refused requests').toEqual([]);
  }

  it(`never answers 5xx, always the envelope, changes nothing (fixed seed ${FIXED_SEED})`, async () => {
    await fuzz(FIXED_SEED);
  }, 240_000);

  // The random seed's pass is defined on PGlite only (not skipped on PostgreSQL: not there at all): the
  // fixed seed already covers every operation on both databases, and a second pass on PostgreSQL doubled
  // the file's time for the same routes.
  if (testDatabaseKind() === 'pglite')
    it(`never answers 5xx, always the envelope, changes nothing (random seed ${RANDOM_SEED}; FUZZ_SEED=${RANDOM_SEED} repeats it)`, async () => {
      console.info(`openapi fuzz: random seed ${RANDOM_SEED}`);
      await fuzz(RANDOM_SEED);
      console.info(
        `openapi fuzz: ${stats.requests} requests over ${ops.length} operations; statuses ${JSON.stringify(Object.fromEntries(stats.byStatus))}`,
      );
    }, 240_000);
});
