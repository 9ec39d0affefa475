import { bookableDays, indiaDayBounds } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { ShiftRepository } from './shift-repository.js';

/** The demo shopper's planned day at every demo shop: 08:00–20:00 in India (four orders an hour). */
const DEMO_SHIFT = { fromHour: 8, toHour: 20 };

/**
 * Issue 45: the demo has delivery slots to book. At every start of a demo server, the demo shopper is
 * planned at each shop for today and tomorrow (days already planned are left as they are), so slots
 * exist however long the demo runs. Nobody is put on duty: planned hours give slots their capacity,
 * while offers go only to people who pressed "Start shift".
 */
export async function planDemoShifts(db: DbOrTx, now: Date, shopperEmail: string): Promise<number> {
  const repo = new ShiftRepository(db);
  const shopperId = await repo.shopperIdByEmail(shopperEmail);
  if (!shopperId) return 0;
  let planned = 0;
  for (const shopId of await repo.activeShopIds()) {
    for (const day of bookableDays(now)) {
      const { from, to } = indiaDayBounds(day);
      if (await repo.hasPlannedAt(shopperId, shopId, from, to)) continue;
      await repo.insert({
        userId: shopperId,
        role: 'shopper',
        shopId,
        planned: true,
        startsAt: new Date(from.getTime() + DEMO_SHIFT.fromHour * 3600_000),
        endsAt: new Date(from.getTime() + DEMO_SHIFT.toHour * 3600_000),
        createdAt: now,
      });
      planned++;
    }
  }
  return planned;
}
