import { ERROR_CODES } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { openTestDatabase, type TestDatabase, testDatabaseKind } from '../test/test-app.js';
import { registerErrorHandler } from './error-handler.js';

/**
 * Every class of PostgreSQL error that input can cause, raised for real by the test database and
 * answered through the real error handler: never a 500, always the envelope.
 */
const CASES: {
  name: string;
  setup?: string | undefined;
  statement: string;
  nulParam?: boolean;
  status: number;
  code: string;
}[] = [
  {
    name: '22P02 invalid text representation',
    statement: `select 'not-a-uuid'::uuid`,
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: '22003 numeric out of range',
    statement: 'select 2147483647::int + 1',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: '22001 string too long',
    setup: 'create table hx_short (v varchar(3))',
    statement: `insert into hx_short values ('abcdef')`,
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: '22007 invalid datetime',
    statement: `select '2026-13-45'::timestamptz`,
    status: 400,
    code: 'BAD_REQUEST',
  },
  { name: '22012 division by zero', statement: 'select 1 / 0', status: 400, code: 'BAD_REQUEST' },
  {
    name: '22021 NUL in a text parameter',
    statement: 'select 1',
    nulParam: true,
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: '23505 unique violation',
    setup: 'create table hx_unique (v text unique); insert into hx_unique values ($$a$$)',
    statement: `insert into hx_unique values ('a')`,
    status: 409,
    code: 'CONFLICT',
  },
  {
    name: '23503 foreign key violation',
    setup:
      'create table hx_parent (id int primary key); create table hx_child (p int references hx_parent(id))',
    statement: 'insert into hx_child values (42)',
    status: 409,
    code: 'CONFLICT',
  },
  {
    name: '23502 not null violation',
    setup: 'create table hx_not_null (v text not null)',
    statement: 'insert into hx_not_null values (null)',
    status: 422,
    code: 'VALIDATION',
  },
  {
    name: '23514 check violation',
    setup: 'create table hx_check (v int check (v > 0))',
    statement: 'insert into hx_check values (-1)',
    status: 422,
    code: 'VALIDATION',
  },
  {
    name: '54000 program limit exceeded (index row too large)',
    setup: 'create table hx_big (v text); create index hx_big_v on hx_big (v)',
    statement: `insert into hx_big select string_agg(md5(i::text), '') from generate_series(1, 400) i`,
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: '57014 statement timeout',
    setup: testDatabaseKind() === 'postgres' ? 'set statement_timeout = 50' : undefined,
    // PGlite has no timer to cancel a statement with; there the same SQLSTATE is raised by hand.
    statement:
      testDatabaseKind() === 'postgres'
        ? 'select pg_sleep(2)'
        : `do $$ begin raise exception using errcode = '57014'; end $$`,
    status: 503,
    code: 'UNAVAILABLE',
  },
  {
    name: '40001 serialization failure',
    statement: `do $$ begin raise exception using errcode = '40001'; end $$`,
    status: 503,
    code: 'UNAVAILABLE',
  },
  {
    name: '08006 connection failure',
    statement: `do $$ begin raise exception using errcode = '08006'; end $$`,
    status: 503,
    code: 'UNAVAILABLE',
  },
  {
    name: '53300 too many connections',
    statement: `do $$ begin raise exception using errcode = '53300'; end $$`,
    status: 503,
    code: 'UNAVAILABLE',
  },
];

describe('database errors caused by input', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post<{ Body: { setup?: string; statement: string; nulParam?: boolean } }>('/run', async (request) => {
      const db = database.db as Db;
      // A NUL as a bound parameter, as a repository would send a string the schemas let through.
      if (request.body.nulParam) await db.execute(sql`select ${'a\u0000b'}::text`);
      for (const statement of request.body.setup?.split('; ') ?? []) await db.execute(sql.raw(statement));
      // The failing statement goes through drizzle exactly as a repository's query would.
      await db.execute(sql.raw(request.body.statement));
      return { ran: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  for (const c of CASES) {
    it(`answers ${c.name} with ${c.status}, not 500`, async () => {
      // PGlite keeps session settings: put statement_timeout back for the next case.
      const res = await app.inject({
        method: 'POST',
        url: '/run',
        payload: { setup: c.setup, statement: c.statement, nulParam: c.nulParam },
      });
      await (database.db as Db).execute(sql`reset statement_timeout`);
      expect(res.statusCode, res.body).toBe(c.status);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: c.code });
      expect(ERROR_CODES).toContain(body.code);
      expect(typeof body.message).toBe('string');
      // Nothing of the database's own words (table names, values) reaches the client.
      expect(res.body).not.toMatch(/hx_|violat|relation/i);
    });
  }

  it('answers a refused connection with 503 and Retry-After', async () => {
    const { openDatabase } = await import('../db/client.js');
    const refusing = Fastify({ logger: false });
    registerErrorHandler(refusing);
    refusing.get('/down', async () => {
      // Port 9 (discard) is closed here: the connection is refused, as when PostgreSQL is down.
      await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none', dataDir: 'memory://' });
      return {};
    });
    const res = await refusing.inject({ method: 'GET', url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    await refusing.close();
  });
});
