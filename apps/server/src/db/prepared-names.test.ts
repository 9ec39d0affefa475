import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isStalePlan, PreparedNames, withName } from './prepared-names.js';

describe('which statements a connection prepares', () => {
  it('names a parameterised text from its second use, the same name after', () => {
    const names = new PreparedNames();
    const text = 'select $1::int';
    expect(withName([{ text }, [1]], names)).toEqual([{ text }, [1]]);
    const [second] = withName([{ text }, [2]], names) as [{ name: string }];
    expect(second.name).toMatch(/^j\d+$/);
    expect((withName([text, [3]], names)[0] as { name: string }).name).toBe(second.name);
    expect(names.nameOf('select $1::text, 2')).toBeUndefined();
  });

  it('leaves alone a text without parameters, a named query and one past the limit', () => {
    const names = new PreparedNames();
    for (let i = 0; i < 3; i++) expect(withName(['begin'], names)).toEqual(['begin']);
    const named = { text: 'select $1::int', name: 'mine' };
    expect(withName([named, [1]], names)[0]).toBe(named);
    for (let i = 0; i < 256; i++) {
      names.nameOf(`select ${i} + $1::int`);
      expect(names.nameOf(`select ${i} + $1::int`)).toBeDefined();
    }
    names.nameOf('select 1000 + $1::int');
    expect(names.nameOf('select 1000 + $1::int')).toBeUndefined();
  });
});

describe('a prepared statement on the real database', () => {
  let t: TestApp;
  const read = (id: number) => t.database.db.execute(sql`select * from prepared_probe where id = ${id}`);
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
      string,
      unknown
    >[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`create table prepared_probe (id int primary key, v text)`);
    await t.database.db.execute(sql`insert into prepared_probe values (1, 'first')`);
  });
  afterAll(async () => t.close());

  it('sees every change of its data', async () => {
    for (const v of ['first', 'second', 'third', 'fourth']) {
      await t.database.db.execute(sql`update prepared_probe set v = ${v} where id = 1`);
      expect(rowsOf(await read(1))).toEqual([{ id: 1, v }]);
    }
  });

  it('sees a new column after failing at most once on each connection that prepared it', async () => {
    for (let i = 0; i < 6; i++) await read(1);
    await t.database.db.execute(sql`alter table prepared_probe add column w text default 'new'`);
    const failures: unknown[] = [];
    // The pool's connections (10 at most) each fail once at most, then prepare it again.
    for (let i = 0; i < 12; i++) {
      try {
        expect(rowsOf(await read(1))).toEqual([{ id: 1, v: 'fourth', w: 'new' }]);
        break;
      } catch (error) {
        failures.push(error);
      }
    }
    expect(failures.every(isStalePlan), String(failures[0])).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(10);
    expect(rowsOf(await read(1))).toEqual([{ id: 1, v: 'fourth', w: 'new' }]);
  });
});
