import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { deliverySlots, orders, shops } from '../../../db/schema/index.js';

/** The only code that reads and writes `delivery_slots`, and counts the orders booked into a slot. */
export class SlotRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * What slots need of a shop: its hours, the day it is closed, its owner's holidays and "Close now"
   * (issue 46), and whether it takes orders.
   */
  async shop(shopId: string) {
    const [row] = await this.db
      .select({
        id: shops.id,
        name: shops.name,
        isActive: shops.isActive,
        operatingHours: shops.operatingHours,
        closedOn: shops.closedOn,
        holidays: shops.holidays,
        pausedAt: shops.pausedAt,
        pausedUntil: shops.pausedUntil,
        pauseReason: shops.pauseReason,
        pickingMinutes: shops.pickingMinutes,
        lat: shops.latitude,
        lng: shops.longitude,
        deliveryRadiusKm: shops.deliveryRadiusKm,
      })
      .from(shops)
      .where(eq(shops.id, shopId));
    return row ?? null;
  }

  /**
   * Locks the shop's slot row (made on its first booking): bookings of one slot queue here until the one
   * ahead commits, so each counts the orders committed before it and the last place goes once.
   */
  async lock(shopId: string, startsAt: Date): Promise<void> {
    await this.db.insert(deliverySlots).values({ shopId, startsAt }).onConflictDoNothing();
    await this.db
      .select({ shopId: deliverySlots.shopId })
      .from(deliverySlots)
      .where(and(eq(deliverySlots.shopId, shopId), eq(deliverySlots.startsAt, startsAt)))
      .for('update');
  }

  /** Orders booked per slot start in [from, to) (cancelled ones free their place). */
  async booked(shopId: string, from: Date, to: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ slotStart: orders.slotStart, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          isNotNull(orders.slotStart),
          gte(orders.slotStart, from),
          lt(orders.slotStart, to),
          ne(orders.status, 'cancelled'),
        ),
      )
      .groupBy(orders.slotStart);
    return new Map(rows.map((r) => [r.slotStart!.getTime(), Number(r.count)]));
  }
}
