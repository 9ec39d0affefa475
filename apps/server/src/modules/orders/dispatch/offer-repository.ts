import { isReadyForDelivery, type Offer } from '@jhola/domain';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderOffers, shops } from '../../../db/schema/index.js';

export type OfferRow = typeof orderOffers.$inferSelect;
export type OfferRole = OfferRow['role'];
export type EndedOffer = 'declined' | 'expired' | 'withdrawn';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The only code that reads and writes `order_offers` (issue 45). */
export class OfferRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The order's offer of this step that waits for an answer, if any. */
  async openFor(orderId: string, role: OfferRole): Promise<OfferRow | null> {
    const [row] = await this.db
      .select()
      .from(orderOffers)
      .where(
        and(eq(orderOffers.orderId, orderId), eq(orderOffers.role, role), eq(orderOffers.status, 'open')),
      );
    return row ?? null;
  }

  /** How the step's last ended offer ended (declined, expired, withdrawn), for the timeline; null before any. */
  async lastEnding(orderId: string, role: OfferRole): Promise<EndedOffer | null> {
    const [row] = await this.db
      .select({ status: orderOffers.status })
      .from(orderOffers)
      .where(
        and(
          eq(orderOffers.orderId, orderId),
          eq(orderOffers.role, role),
          inArray(orderOffers.status, ['declined', 'expired', 'withdrawn']),
        ),
      )
      .orderBy(desc(orderOffers.answeredAt))
      .limit(1);
    return (row?.status as EndedOffer | undefined) ?? null;
  }

  async byId(id: string): Promise<OfferRow | null> {
    const [row] = await this.db.select().from(orderOffers).where(eq(orderOffers.id, id));
    return row ?? null;
  }

  /** Where the shop is, for the distance of each person on duty; null when it is not on the map. */
  async shopLocation(shopId: string): Promise<{ lat: number; lng: number } | null> {
    const [row] = await this.db
      .select({ lat: shops.latitude, lng: shops.longitude })
      .from(shops)
      .where(eq(shops.id, shopId));
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  }

  /** Everyone this step of the order was offered to already (they declined, or let it run out). */
  async triedFor(orderId: string, role: OfferRole): Promise<Set<string>> {
    const rows = await this.db
      .select({ userId: orderOffers.userId })
      .from(orderOffers)
      .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.role, role)));
    return new Set(rows.map((r) => r.userId));
  }

  async insert(offer: typeof orderOffers.$inferInsert): Promise<OfferRow> {
    const [row] = await this.db.insert(orderOffers).values(offer).returning();
    return row!;
  }

  /** Answers an open offer (accepted, declined, expired, withdrawn); false when it was no longer open. */
  async answer(id: string, status: Exclude<OfferRow['status'], 'open'>, now: Date): Promise<boolean> {
    const done = await this.db
      .update(orderOffers)
      .set({ status, answeredAt: now })
      .where(and(eq(orderOffers.id, id), eq(orderOffers.status, 'open')))
      .returning({ id: orderOffers.id });
    return done.length > 0;
  }

  /** Withdraws every open offer of one person (they went off duty); answers the orders and steps. */
  async withdrawAllOf(userId: string, now: Date): Promise<{ orderId: string; role: OfferRole }[]> {
    return this.db
      .update(orderOffers)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(and(eq(orderOffers.userId, userId), eq(orderOffers.status, 'open')))
      .returning({ orderId: orderOffers.orderId, role: orderOffers.role });
  }

  /** Of these orders, those offered (still open, before its deadline) to someone other than `userId`. */
  async heldByOthers(orderIds: string[], userId: string, now: Date): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.db
      .select({ orderId: orderOffers.orderId })
      .from(orderOffers)
      .where(
        and(
          inArray(orderOffers.orderId, orderIds),
          eq(orderOffers.status, 'open'),
          ne(orderOffers.userId, userId),
          gt(orderOffers.deadline, now),
        ),
      );
    return new Set(rows.map((r) => r.orderId));
  }

  /** A person's offers waiting for their answer (one order, or all), as the staff app shows them. */
  async cardsOf(userId: string, now: Date, orderId?: string): Promise<Offer[]> {
    const rows = rowsOf<{
      order_id: string;
      order_number: string;
      role: OfferRole;
      shop_name: string;
      item_count: number;
      deadline: Date | string;
      batched_number: string | null;
    }>(
      await this.db.execute(sql`
        select f.order_id, o.order_number, f.role, s.name as shop_name, f.deadline,
          (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as item_count,
          (select b.order_number from orders b where b.id = f.batched_with) as batched_number
        from order_offers f
        join orders o on o.id = f.order_id
        join shops s on s.id = o.shop_id
        where f.user_id = ${userId} and f.status = 'open' and f.deadline > ${now.toISOString()}::timestamptz
          ${orderId ? sql`and f.order_id = ${orderId}` : sql``}
        order by f.deadline`),
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      orderNumber: r.order_number,
      role: r.role,
      shopName: r.shop_name,
      itemCount: Number(r.item_count),
      deadline: new Date(r.deadline).toISOString(),
      batchedWith: r.batched_number,
    }));
  }

  /**
   * The orders a rider holds now, with what batching needs: the shop, the door, whether they left the
   * shop, and when it became theirs.
   */
  async heldByRider(userId: string) {
    const rows = rowsOf<{
      id: string;
      shop_id: string;
      status: string;
      address: { coordinates?: { lat: number; lng: number } | null };
      since: Date | string;
    }>(
      await this.db.execute(sql`
        select o.id, o.shop_id, o.status, o.delivery_address as address,
          coalesce((select max(f.answered_at) from order_offers f
            where f.order_id = o.id and f.user_id = ${userId} and f.status = 'accepted'), o.updated_at) as since
        from orders o
        where o.delivery_person_id = ${userId} and o.status not in ('delivered', 'cancelled')`),
    );
    return rows.map((r) => ({
      orderId: r.id,
      shopId: r.shop_id,
      leftShop: !isReadyForDelivery(r.status),
      destination: r.address?.coordinates ?? null,
      readyAt: new Date(r.since),
    }));
  }
}
