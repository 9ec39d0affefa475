import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findModuleState } from './check-module-state.mjs';
import { findTableOwnerProblems } from './check-table-owners.mjs';

/** The server's written rules that a reading of its files can check (docs/CODE_STYLE.md, issue 41). */
const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-server-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(scratch, 'case-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, 'apps/server/src', path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, 'apps/server/src', file), source);
  }
  return root;
}

const schema = `
export const orders = pgTable('orders', {});
export const shops = pgTable(
  'shops',
  {},
);
`;

describe('one owner a table (scripts/check-table-owners.mjs)', () => {
  it('holds in the repository', () => {
    expect(findTableOwnerProblems(repo)).toEqual([]);
  });

  it('names a table two modules write, and a read across modules nobody declared', () => {
    const root = tree({
      'db/schema/index.ts': schema,
      'modules/orders/core/repository.ts': `import { orders, shops } from '../../../db/schema/index.js';
        await db.insert(orders).values(x); await db.select().from(shops);`,
      'modules/catalogue/repository.ts': `import { shops } from '../../db/schema/index.js';
        await db.update(shops).set(x);`,
      // Raw SQL counts too: a write, and a read by a module that does not own the table.
      'modules/ratings/shop-sql.ts': 'sql`UPDATE shops SET rating = 1`',
      'modules/metrics/repository.ts': 'sql`SELECT count(*) FROM orders`',
    });
    expect(findTableOwnerProblems(root, {})).toEqual([
      'orders (owned by orders) is read by metrics (apps/server/src/modules/metrics/repository.ts): ask orders through its functions, or declare the read in SHARED_READS with why',
      'shops is written by catalogue (apps/server/src/modules/catalogue/repository.ts) and ratings (apps/server/src/modules/ratings/shop-sql.ts): one module owns a table',
    ]);
  });

  it('accepts a declared read, and a module that only its owner touches', () => {
    const root = tree({
      'db/schema/index.ts': schema,
      'modules/orders/core/repository.ts': `import { orders, shops } from '../../../db/schema/index.js';
        await db.insert(orders).values(x); await db.select().from(shops);`,
      'modules/catalogue/repository.ts': `import { shops } from '../../db/schema/index.js';
        await db.update(shops).set(x);`,
    });
    expect(findTableOwnerProblems(root, { shops: { orders: 'an order shows its shop' } })).toEqual([]);
    expect(findTableOwnerProblems(root, {})).toEqual([
      'shops (owned by catalogue) is read by orders (apps/server/src/modules/orders/core/repository.ts): ask catalogue through its functions, or declare the read in SHARED_READS with why',
    ]);
  });
});

describe('no module state that belongs to an app (scripts/check-module-state.mjs)', () => {
  it('holds in the repository', () => {
    expect(findModuleState(repo)).toEqual([]);
  });

  it('names a module variable that keeps state, unless it says why it is the same for every app', () => {
    const root = tree({
      'modules/geocoding/geocoder.ts': `const geocoders = new WeakMap<AppContext, Geocoder>();
export let lastAnswer: string | null = null;
const PROVIDERS = new Set(['google', 'nominatim']);
function f() {
  let inside = 1;
}`,
      'modules/places/place-data.ts': `/** The bundled index. module-state: the same file for every app, read once per process. */
let loading: Promise<number> | null = null;`,
      'modules/geocoding/geocoder.test.ts': 'let calls = 0;',
      'test/helpers.ts': 'const apps = new Set<string>();',
    });
    expect(findModuleState(root)).toEqual([
      "apps/server/src/modules/geocoding/geocoder.ts:1: const geocoders = new WeakMap<AppContext, Geocoder>(); → keep it in the app's context (app-locals.ts), or say why it is the same for every app in a module-state: comment",
      "apps/server/src/modules/geocoding/geocoder.ts:2: export let lastAnswer: string | null = null; → keep it in the app's context (app-locals.ts), or say why it is the same for every app in a module-state: comment",
    ]);
  });
});
