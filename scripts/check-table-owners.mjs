#!/usr/bin/env node
// One owner a table (docs/CODE_STYLE.md, "Repositories"; issue 41). The server's SQL lives in repositories
// (`*repository.ts`, and the `*-sql.ts` pieces they compose) under apps/server/src/modules/<module>/. For each
// table of src/db/schema this reads which modules' repositories write it (drizzle insert/update/delete, or
// INSERT INTO / UPDATE / DELETE FROM in SQL) and which only read it (the table's drizzle object imported, or
// FROM / JOIN in SQL), and fails when:
// - a table is written by the repositories of two modules (unless declared in SHARED_WRITES, with why), or
//   by none (then nobody owns it);
// - a module reads a table it does not own without that read being declared in SHARED_READS below, with why.
// The order's tables are owned by orders/ and read by nobody else: other modules ask orders/index.ts.
// Run by `npm test` through scripts/server-rules.test.ts; `node scripts/check-table-owners.mjs` prints the map.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'apps/server/src';

/**
 * Reads across a module's edge that the house accepts, each with its reason: the joins that put a name or a
 * place beside a row (a second query to the owner would cost a round trip on the busiest reads). Anything
 * else asks the owner module through its functions.
 */
export const SHARED_READS = {
  shops: {
    orders: "an order shows its shop's name, phone and place; placement checks the shop is open and near",
  },
  products: {
    orders: 'placement prices and reserves the items in the statement that writes the order (decision 0028)',
  },
  orders: {
    catalogue:
      "a signed-in customer's shop page lists what they ordered there before first, counted in the page's own statement (one round trip; catalogue is below orders, decision 0061), after one indexed look at whether they ordered a product there at all (else the shared page)",
  },
  order_items: {
    catalogue:
      "a signed-in customer's shop page lists what they ordered there before first, counted in the page's own statement (one round trip; catalogue is below orders, decision 0061), after one indexed look at whether they ordered a product there at all (else the shared page)",
  },
  users: {
    orders:
      "an order shows its customer's, shopper's and delivery person's names and phones; its SMS goes to its customer in their language unless they turned order SMS off",
    contact: 'the admin inbox shows who wrote',
    push: "a push is worded in the account's language",
  },
};

/**
 * Writes by a module that does not own the table, each with its reason. Only one: placement takes the
 * units it sells in the statement that writes the order, in the same lock order (decision 0028); every
 * later stock move goes through the catalogue's product-stock-repository.ts.
 */
export const SHARED_WRITES = {
  products: {
    orders: 'placement takes its units in the statement that writes the order (decision 0028)',
  },
};

function* repositoryFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* repositoryFiles(full);
    else if (/(repository|-sql)\.ts$/.test(entry.name)) yield full;
  }
}

/** drizzle object name → SQL table name, from src/db/schema/*.ts. */
function schemaTables(root) {
  const dir = path.join(root, SERVER, 'db/schema');
  const tables = new Map();
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [, object, name] of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(object, name);
  }
  return tables;
}

/** table → module → { writes: files, reads: files }, for every repository under the server's modules. */
export function tableUse(root) {
  const modules = path.join(root, SERVER, 'modules');
  const tables = schemaTables(root);
  const use = new Map([...tables.values()].map((name) => [name, new Map()]));
  for (const file of repositoryFiles(modules)) {
    const text = readFileSync(file, 'utf8');
    const module = path.relative(modules, file).split(path.sep)[0];
    const imported = new Set();
    for (const [, names] of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g,
    ))
      for (const name of names.split(','))
        imported.add(
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    for (const [object, name] of tables) {
      const writes =
        (imported.has(object) && new RegExp(`\\.(insert|update|delete)\\(\\s*${object}\\b`).test(text)) ||
        new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${name}\\b`, 'i').test(text);
      const reads = imported.has(object) || new RegExp(`\\b(from|join)\\s+"?${name}\\b`, 'i').test(text);
      if (!writes && !reads) continue;
      const byModule = use.get(name);
      if (!byModule.has(module)) byModule.set(module, { writes: [], reads: [] });
      byModule.get(module)[writes ? 'writes' : 'reads'].push(path.relative(root, file));
    }
  }
  return use;
}

/** One line per broken rule; empty when every table has one owner and every other read is declared. */
export function findTableOwnerProblems(root, sharedReads = SHARED_READS, sharedWrites = SHARED_WRITES) {
  const problems = [];
  for (const [table, byModule] of tableUse(root)) {
    const writers = [...byModule]
      .filter(([module, use]) => use.writes.length > 0 && !sharedWrites[table]?.[module])
      .map(([module]) => module);
    if (writers.length > 1)
      problems.push(
        `${table} is written by ${writers.map((m) => `${m} (${byModule.get(m).writes.join(', ')})`).join(' and ')}: one module owns a table`,
      );
    if (writers.length === 0 && byModule.size > 0)
      problems.push(`${table} is written by no repository: its owner module must write it`);
    const owner = writers[0];
    for (const [module, use] of byModule) {
      if (module === owner || writers.length !== 1) continue;
      if (!sharedReads[table]?.[module] && !sharedWrites[table]?.[module])
        problems.push(
          `${table} (owned by ${owner}) is read by ${module} (${use.reads.join(', ')}): ask ${owner} through its functions, or declare the read in SHARED_READS with why`,
        );
    }
  }
  return problems.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const [table, byModule] of tableUse(root)) {
    const owner =
      [...byModule].find(([module, use]) => use.writes.length > 0 && !SHARED_WRITES[table]?.[module])?.[0] ??
      '-';
    const readers = [...byModule.keys()].filter((m) => m !== owner);
    console.log(`${table}: ${owner}${readers.length ? ` (read by ${readers.join(', ')})` : ''}`);
  }
  const problems = findTableOwnerProblems(root);
  for (const line of problems) console.error(line);
  process.exit(problems.length > 0 ? 1 : 0);
}
