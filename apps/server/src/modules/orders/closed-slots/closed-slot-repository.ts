import { SLOT_MOVABLE_STATUSES } from '@jhola/domain';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';

/** Booked into a slot that starts after `now`, and no shopper has started on it. */
const bookedAfter = (now: Date) =>
  and(
    isNotNull(orders.slotStart),
    gt(orders.slotStart, now),
    inArray(orders.status, [...SLOT_MOVABLE_STATUSES]),
  );

/** Issue 46: the booked orders a closing of their shop may move or cancel (no shopper started on them). */
export class ClosedSlotRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The shop's orders booked into slots that start after `now`, not yet started, earliest first. */
  async bookedAhead(shopId: string, now: Date): Promise<{ id: string; slotStart: Date }[]> {
    const rows = await this.db
      .select({ id: orders.id, slotStart: orders.slotStart })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), bookedAfter(now)))
      .orderBy(asc(orders.slotStart), asc(orders.createdAt));
    return rows.map((row) => ({ id: row.id, slotStart: row.slotStart! }));
  }

  /** Shops with such orders: what the sweep looks at. */
  async shopsWithBookedSlots(now: Date): Promise<string[]> {
    const rows = await this.db.selectDistinct({ shopId: orders.shopId }).from(orders).where(bookedAfter(now));
    return rows.map((row) => row.shopId);
  }
}
