import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { shops, staffShifts, users } from '../../../db/schema/index.js';

export type ShiftRow = typeof staffShifts.$inferSelect;
export type NewShift = typeof staffShifts.$inferInsert;
/** A shift with the names the screens show beside it. */
export type NamedShift = ShiftRow & { shopName: string | null; name: string };

/** The statuses that end an order: nobody holds it any more. */
const ENDED_SQL = sql`('delivered', 'cancelled')`;

/** The only code that reads and writes `staff_shifts` (issue 45). */
export class ShiftRepository {
  constructor(private readonly db: DbOrTx) {}

  private named() {
    return this.db
      .select({ shift: staffShifts, shopName: shops.name, name: users.name })
      .from(staffShifts)
      .innerJoin(users, eq(users.id, staffShifts.userId))
      .leftJoin(shops, eq(shops.id, staffShifts.shopId));
  }

  /** The person's live shift (started and not ended), if they are on duty. */
  async liveOf(userId: string): Promise<NamedShift | null> {
    const [row] = await this.named().where(
      and(eq(staffShifts.userId, userId), eq(staffShifts.planned, false), isNull(staffShifts.endsAt)),
    );
    return row ? { ...row.shift, shopName: row.shopName, name: row.name } : null;
  }

  /** The shop's name, or null when there is no such shop. */
  async shopName(shopId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
    return row?.name ?? null;
  }

  /** The working role of an enabled staff account (shopper or rider); null for anyone else. */
  async staffRole(userId: string): Promise<'shopper' | 'delivery' | null> {
    const [row] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    return row?.role === 'shopper' || row?.role === 'delivery' ? row.role : null;
  }

  /** An enabled shopper's id by e-mail (the demo shopper), or null. */
  async shopperIdByEmail(email: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, 'shopper'), isNull(users.disabledAt)));
    return row?.id ?? null;
  }

  /** The shops taking orders, by id. */
  async activeShopIds(): Promise<string[]> {
    const rows = await this.db.select({ id: shops.id }).from(shops).where(eq(shops.isActive, true));
    return rows.map((r) => r.id);
  }

  /** Whether the person has a planned shift at the shop starting in [from, to). */
  async hasPlannedAt(userId: string, shopId: string, from: Date, to: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffShifts.id })
      .from(staffShifts)
      .where(
        and(
          eq(staffShifts.userId, userId),
          eq(staffShifts.shopId, shopId),
          eq(staffShifts.planned, true),
          gte(staffShifts.startsAt, from),
          lt(staffShifts.startsAt, to),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(shift: NewShift): Promise<string> {
    const [row] = await this.db.insert(staffShifts).values(shift).returning({ id: staffShifts.id });
    return row!.id;
  }

  /** Ends the person's live shift; false when they were not on duty. */
  async endLive(userId: string, now: Date): Promise<boolean> {
    const ended = await this.db
      .update(staffShifts)
      .set({ endsAt: now })
      .where(and(eq(staffShifts.userId, userId), eq(staffShifts.planned, false), isNull(staffShifts.endsAt)))
      .returning({ id: staffShifts.id });
    return ended.length > 0;
  }

  /** Planned shifts that have not ended by `from`, soonest first (one person's, or everyone's). */
  async plannedFrom(from: Date, userId?: string): Promise<NamedShift[]> {
    const rows = await this.named()
      .where(
        and(
          eq(staffShifts.planned, true),
          gt(staffShifts.endsAt, from),
          userId ? eq(staffShifts.userId, userId) : undefined,
        ),
      )
      .orderBy(asc(staffShifts.startsAt))
      .limit(200);
    return rows.map((r) => ({ ...r.shift, shopName: r.shopName, name: r.name }));
  }

  /** The planned shoppers' spans at a shop that overlap [from, to): what a slot's capacity is made of. */
  async plannedShopperSpans(
    shopId: string,
    from: Date,
    to: Date,
  ): Promise<{ startsAt: Date; endsAt: Date }[]> {
    const rows = await this.db
      .select({ startsAt: staffShifts.startsAt, endsAt: staffShifts.endsAt })
      .from(staffShifts)
      .where(
        and(
          eq(staffShifts.planned, true),
          eq(staffShifts.role, 'shopper'),
          eq(staffShifts.shopId, shopId),
          lt(staffShifts.startsAt, to),
          gt(staffShifts.endsAt, from),
        ),
      );
    return rows.map((r) => ({ startsAt: r.startsAt, endsAt: r.endsAt! }));
  }

  /** Whether anyone of the role is on duty now (a shift started and not ended). */
  async anyOnDuty(role: 'shopper' | 'delivery'): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffShifts.id })
      .from(staffShifts)
      .where(and(eq(staffShifts.role, role), eq(staffShifts.planned, false), isNull(staffShifts.endsAt)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Everyone on duty now (of one role, or all), with how loaded they are: the orders in their hands (a
   * shopper's until a rider takes it over) and
   * the offers waiting for their answer, and since when they have had nothing new (the later of the
   * shift's start and their last accepted offer).
   */
  async onDuty(role?: 'shopper' | 'delivery') {
    const result = await this.db.execute(sql`
      select s.id as shift_id, s.user_id, u.name, s.role, s.shop_id, sh.name as shop_name, s.area, s.lat, s.lng,
        s.starts_at as since,
        (select count(*)::int from orders o
          where o.status not in ${ENDED_SQL}
            and case when s.role = 'shopper'
              then o.shopper_id = s.user_id and o.delivery_person_id is null
              else o.delivery_person_id = s.user_id end) as active_orders,
        (select count(*)::int from order_offers f where f.user_id = s.user_id and f.status = 'open') as open_offers,
        greatest(s.starts_at, (select max(f.answered_at) from order_offers f
          where f.user_id = s.user_id and f.status = 'accepted')) as idle_since
      from staff_shifts s
      join users u on u.id = s.user_id and u.disabled_at is null
      left join shops sh on sh.id = s.shop_id
      where not s.planned and s.ends_at is null ${role ? sql`and s.role = ${role}` : sql``}
      order by s.role, u.name`);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
      userId: String(r.user_id),
      name: String(r.name),
      role: r.role as 'shopper' | 'delivery',
      shopId: (r.shop_id as string | null) ?? null,
      shopName: (r.shop_name as string | null) ?? null,
      area: (r.area as string | null) ?? null,
      position: r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null,
      since: new Date(r.since as string),
      activeOrders: Number(r.active_orders),
      openOffers: Number(r.open_offers),
      idleSince: new Date(r.idle_since as string),
    }));
  }
}
