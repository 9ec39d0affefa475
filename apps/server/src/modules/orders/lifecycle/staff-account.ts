import type { Actor } from '../core/actor.js';
import type { LifecycleContext } from './context.js';
import { LifecycleRepository } from './repository.js';

/**
 * The staff account a tool acts as (the command line's admin, the demo shopper): by e-mail, or the
 * oldest account of that role. Every change is then recorded under a real person's name.
 */
export async function findStaffActor(
  ctx: Pick<LifecycleContext, 'db'>,
  role: 'admin' | 'shopper',
  email?: string,
): Promise<Actor | null> {
  const row = await new LifecycleRepository(ctx.db).findAccount({ role, ...(email ? { email } : {}) });
  return row ? { id: row.id, role: row.role, name: row.name } : null;
}
