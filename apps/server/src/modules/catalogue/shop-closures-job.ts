import type { Tx } from '../../db/client.js';
import { JobRepository } from '../jobs/repository.js';

/**
 * Issue 46: the owner closed the shop, or changed its hours or holidays. Written in the change's own
 * transaction, so no change is lost between the commit and its effects; the orders module handles it
 * (booked slots the shop is now closed in move or are cancelled). One waiting job per shop.
 */
export const SHOP_CLOSURES_CHANGED_JOB = 'shop.closures-changed';

export async function scheduleClosuresChanged(tx: Tx, shopId: string, now: Date): Promise<void> {
  await new JobRepository(tx).schedule(
    { kind: SHOP_CLOSURES_CHANGED_JOB, key: shopId, runAt: now, payload: { shopId } },
    now,
  );
}
