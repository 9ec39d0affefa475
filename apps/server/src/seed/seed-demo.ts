import { count, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { shops, users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../modules/auth/password.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { insertDemoCatalogue } from './demo-catalogue.js';

export { insertDemoCatalogue } from './demo-catalogue.js';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Any fixed number: two processes starting at once on one database take turns at seeding. */
const SEED_LOCK = 4_815_162_342;

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [shopCount] = await db.select({ n: count() }).from(shops);
  const [userCount] = await db.select({ n: count() }).from(users);
  return Number(shopCount?.n) === 0 && Number(userCount?.n) === 0;
}

/**
 * Loads the demo catalogue and the demo accounts, only into an empty database (no shops and no
 * users), in one transaction: running it again, or from a second process, changes nothing.
 */
export async function seedDemo(db: Db, options: { log: (line: string) => void }): Promise<SeedResult> {
  if (!(await isEmpty(db))) {
    options.log('demo data: database not empty, nothing loaded');
    return { accounts: await demoAccountsStillUsable(db) };
  }
  const started = performance.now();
  // Argon2id is deliberately slow: hash before taking the lock.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return null;
    const ids = await insertDemoCatalogue(tx, { sales: true });
    const verifiedAt = new Date();
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        name: a.name,
        email: a.email,
        phone: a.phone,
        role: a.role,
        passwordHash: hashes[i]!,
        emailVerifiedAt: verifiedAt,
      })),
    );
    return ids.size;
  });
  if (loaded === null) {
    options.log('demo data: loaded by another process, nothing loaded');
    return { accounts: await demoAccountsStillUsable(db) };
  }
  // Fresh statistics and visibility map: the planner knows the 5,000-row shop, and counts use
  // index-only scans (PGlite has no autovacuum to do it later).
  await db.execute(sql`vacuum analyze shops, products`);
  options.log(
    `demo data: ${loaded} shops and accounts loaded in ${Math.round(performance.now() - started)} ms`,
  );
  return { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) };
}

/**
 * The demo accounts that can still sign in with their documented password, so the list printed at
 * every start is true (an account whose password was changed is left out).
 */
async function demoAccountsStillUsable(db: Db): Promise<SeedResult['accounts']> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const usable: SeedResult['accounts'] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((r) => r.email === account.email);
    if (row?.passwordHash && (await verifyPassword(row.passwordHash, account.password))) {
      usable.push({ role: account.role, email: account.email, password: account.password });
    }
  }
  return usable;
}
