import type { Db } from '../../db/client.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';
import { createVerifiedAccount } from '../auth/accounts.js';
import { type Actor, findStaffActor, type LifecycleContext } from '../orders/index.js';

const DEMO_SHOPPER = DEMO_ACCOUNTS.find((a) => a.role === 'shopper')!;

/** The seeded demo shopper (shopper@jhola.test), if it exists. */
export const findDemoShopperAccount = (ctx: Pick<LifecycleContext, 'db'>): Promise<Actor | null> =>
  findStaffActor(ctx, 'shopper', DEMO_SHOPPER.email);

/**
 * The demo shopper's account, created when missing (a database seeded without it). Only called once an
 * order exists, so it never makes a fresh database look non-empty before the demo seed runs.
 */
export async function ensureDemoShopperAccount(
  ctx: Pick<LifecycleContext, 'db' | 'now'>,
): Promise<Actor | null> {
  const found = await findDemoShopperAccount(ctx);
  if (found) return found;
  try {
    await createVerifiedAccount(ctx.db as Db, { ...DEMO_SHOPPER }, ctx.now());
  } catch {
    // Created meanwhile by another process, or the e-mail belongs to a non-shopper: look again.
  }
  return findDemoShopperAccount(ctx);
}
