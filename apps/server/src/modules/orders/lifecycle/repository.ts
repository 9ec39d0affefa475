import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { inquiries, orderItems, orders, orderTimeline, shops, users } from '../../../db/schema/index.js';
import type { OrderRow, OrderTimelineRow } from '../core/order-mapper.js';

export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'customerId' | 'shopId'>>;
export type InquiryRow = typeof inquiries.$inferSelect;

const TERMINAL = ['delivered', 'cancelled'];

/** What a step needs of the shop for the delivery estimate (issue 47): where it is and how long it picks. */
export interface ShopForEstimate {
  lat: number | null;
  lng: number | null;
  pickingMinutes: number;
}

export interface LockedForStep {
  row: OrderRow;
  shop: ShopForEstimate;
}

/**
 * Reads and writes of the order lifecycle beyond what OrderRepository (placement) offers.
 * Takes a Db or a Tx so that one transition is one transaction.
 */
export class LifecycleRepository {
  constructor(private readonly db: DbOrTx) {}

  async updateOrder(orderId: string, patch: OrderPatch): Promise<void> {
    await this.db.update(orders).set(patch).where(eq(orders.id, orderId));
  }

  async lastTimelineEntry(orderId: string): Promise<OrderTimelineRow | null> {
    const [row] = await this.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(desc(orderTimeline.createdAt), desc(orderTimeline.id))
      .limit(1);
    return row ?? null;
  }

  async items(orderId: string) {
    return this.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  async updateItem(itemId: string, patch: Partial<typeof orderItems.$inferInsert>): Promise<void> {
    await this.db.update(orderItems).set(patch).where(eq(orderItems.id, itemId));
  }

  async deleteItem(itemId: string): Promise<void> {
    await this.db.delete(orderItems).where(eq(orderItems.id, itemId));
  }

  async userContact(userId: string): Promise<{ name: string; phone: string } | null> {
    const [row] = await this.db
      .select({ name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  /** An account by (lower-cased) e-mail, or the oldest account of `role` when no e-mail is given. */
  async findAccount(options: { email?: string; role: 'admin' | 'shopper' }) {
    const where = options.email
      ? and(eq(users.email, options.email.toLowerCase()), eq(users.role, options.role))
      : eq(users.role, options.role);
    const [row] = await this.db
      .select({ id: users.id, name: users.name, role: users.role, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The order's row locked for a step (SELECT ... FOR UPDATE of the order only), with the shop's place and
   * picking minutes that the step's delivery estimate needs (issue 47), in the same statement. (What was
   * written after the lock was waited for, like the last timeline entry, needs a statement of its own:
   * this one's snapshot is older than the lock.)
   */
  async lockForStep(orderId: string): Promise<LockedForStep | null> {
    const [found] = await this.db
      .select({
        row: orders,
        shop: { lat: shops.latitude, lng: shops.longitude, pickingMinutes: shops.pickingMinutes },
      })
      .from(orders)
      // Inner: every order has its shop (a foreign key), and a left join would make Drizzle answer no shop
      // at all for one whose first column (latitude) is null.
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders })
      .limit(1);
    return found ?? null;
  }

  async shopLocation(shopId: string): Promise<{ lat: number; lng: number } | null> {
    const [row] = await this.db
      .select({ lat: shops.latitude, lng: shops.longitude })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  }

  /** The delivery code, for the demo shopper alone (a real customer reads it out at the door). */
  async deliveryOtp(orderId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ otp: orders.deliveryOtp })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row?.otp ?? null;
  }

  // ---- inquiries ----

  async insertInquiry(values: { orderId: string; customerId: string; method: string; createdAt: Date }) {
    const [row] = await this.db.insert(inquiries).values(values).returning({ id: inquiries.id });
    return row!.id;
  }

  async recentInquiries(orderId: string, limit: number): Promise<InquiryRow[]> {
    return this.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.orderId, orderId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit);
  }

  // ---- staff lists (ids; OrderRepository.loadMany turns them into whole orders) ----

  /** Orders waiting for a shopper, oldest first. */
  /**
   * Orders waiting for a shopper; a booked one only once its picking is due (the slot's start less the
   * shop's picking minutes, when dispatch offers it: issue 45), not hours before on everyone's list.
   */
  async waitingForShopper(limit: number, now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(
        and(
          eq(orders.status, 'pending_shopper'),
          or(
            isNull(orders.slotStart),
            lte(sql`${orders.slotStart} - make_interval(mins => ${shops.pickingMinutes})`, now),
          ),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Paid-for orders whose shopper has not left yet and that no delivery person has claimed. */
  async waitingForDelivery(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'bill_approved'), isNull(orders.deliveryPersonId)))
      .orderBy(asc(orders.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** A staff member's own orders (as shopper or as delivery person), newest first. */
  async pageForStaff(
    staff: { userId: string; as: 'shopper' | 'delivery' },
    options: { limit: number; offset: number; scope: 'active' | 'completed' | 'all' },
  ): Promise<{ ids: string[]; total: number }> {
    const mine =
      staff.as === 'shopper' ? eq(orders.shopperId, staff.userId) : eq(orders.deliveryPersonId, staff.userId);
    const scope =
      options.scope === 'active'
        ? notInArray(orders.status, TERMINAL)
        : options.scope === 'completed'
          ? inArray(orders.status, TERMINAL)
          : undefined;
    const where = scope ? and(mine, scope) : mine;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
  }

  /** Orders a shopper holds that are not finished (the demo shopper resumes them after a restart). */
  async activeOrdersOf(shopperId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopperId, shopperId), notInArray(orders.status, TERMINAL)))
      .orderBy(asc(orders.createdAt));
  }
}
