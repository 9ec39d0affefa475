import { TERMINAL_STATUSES } from '@jhola/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { inquiries, orders, shops, users } from '../../../db/schema/index.js';

const TERMINAL = [...TERMINAL_STATUSES];

export interface AdminPageOptions {
  active: boolean;
  status?: string | undefined;
  shopId?: string | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  to?: Date | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits only: the same expression as the trigram indexes of migration 0015. */
const digitsOf = (column: SQL) => sql`regexp_replace(${column}, '\\D', '', 'g')`;

/**
 * What an admin's search words match (issue 30): the order number ("JH-100001" or "100001"), the
 * customer's name or e-mail, 4+ digits of the customer's phone or of the order's contact phone. Each
 * way is its own indexed lookup (the number's unique index, the phone digits' trigram indexes, the
 * customer's orders by customer), joined by UNION, so a million orders are never scanned.
 */
function matching(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const numberLike = /^(jh-?)?\d+$/i.test(q.replace(/\s/g, ''));
  const arms: SQL[] = [];
  if (numberLike) arms.push(sql`select id from orders where order_number = ${`JH-${digits}`}`);
  const customers = [sql`u.name ilike ${likePattern(q)}`, sql`u.email ilike ${likePattern(q)}`];
  if (numberLike && digits.length >= 4) {
    const phone = likePattern(digits);
    customers.push(sql`${digitsOf(sql`u.phone`)} like ${phone}`);
    arms.push(
      sql`select id from orders where ${digitsOf(sql`delivery_address->>'contactPhone'`)} like ${phone}`,
    );
  }
  arms.push(
    sql`select o.id from orders o join users u on u.id = o.customer_id where ${sql.join(customers, sql` or `)}`,
  );
  return sql`${orders.id} in (${sql.join(arms, sql` union `)})`;
}

/** Reads of the staff app beyond the lifecycle's own: history totals, the admin board, order people. */
export class StaffRepository {
  constructor(private readonly db: DbOrTx) {}

  /** How many of the staff member's orders ended each way, and what the delivered ones added up to. */
  async finishedSummary(staff: { userId: string; as: 'shopper' | 'delivery' }) {
    const mine =
      staff.as === 'shopper' ? eq(orders.shopperId, staff.userId) : eq(orders.deliveryPersonId, staff.userId);
    const rows = await this.db
      .select({
        status: orders.status,
        n: count(),
        // The customer pays the revised total when the shopper changed the order.
        value: sql<string>`coalesce(sum(coalesce((${orders.revisedOrderValue}->>'total')::numeric, ${orders.total})), 0)`,
      })
      .from(orders)
      .where(and(mine, inArray(orders.status, TERMINAL)))
      .groupBy(orders.status);
    const of = (status: string) => rows.find((r) => r.status === status);
    return {
      delivered: Number(of('delivered')?.n ?? 0),
      cancelled: Number(of('cancelled')?.n ?? 0),
      deliveredValue: Math.round(Number(of('delivered')?.value ?? 0) * 100) / 100,
    };
  }

  /** The staff member's orders delivered since `from`, with what their day totals read of the money. */
  async deliveredSince(staff: { userId: string; as: 'shopper' | 'delivery' }, from: Date) {
    const mine =
      staff.as === 'shopper' ? eq(orders.shopperId, staff.userId) : eq(orders.deliveryPersonId, staff.userId);
    return this.db
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.total,
        revisedOrderValue: orders.revisedOrderValue,
        deliveryFee: orders.deliveryFee,
        billAmount: orders.billAmount,
        creditUsed: orders.creditUsed,
        paymentMethod: orders.paymentMethod,
        paymentAmount: orders.paymentAmount,
        paymentReference: orders.paymentReference,
        paymentCollectedBy: orders.paymentCollectedBy,
        deliveredAt: orders.deliveredAt,
        shopperId: orders.shopperId,
        deliveryPersonId: orders.deliveryPersonId,
      })
      .from(orders)
      .where(and(mine, eq(orders.status, 'delivered'), gte(orders.deliveredAt, from)));
  }

  /** The admin's orders: unfinished ones oldest first (the board), or all newest first (pages and search). */
  async adminPage(options: AdminPageOptions) {
    const filters: SQL[] = [];
    if (options.active) filters.push(notInArray(orders.status, TERMINAL));
    if (options.status) filters.push(eq(orders.status, options.status));
    if (options.shopId) filters.push(eq(orders.shopId, options.shopId));
    if (options.from) filters.push(gte(orders.createdAt, options.from));
    if (options.to) filters.push(lt(orders.createdAt, options.to));
    if (options.q) filters.push(matching(options.q));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = options.active
      ? [asc(orders.createdAt), asc(orders.orderNumber)]
      : [desc(orders.createdAt), desc(orders.orderNumber)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
  }

  /** Where each shop is (null when it has no coordinates). */
  async shopLocations(shopIds: readonly string[]): Promise<Map<string, { lat: number; lng: number } | null>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: shops.id, lat: shops.latitude, lng: shops.longitude })
      .from(shops)
      .where(inArray(shops.id, [...new Set(shopIds)]));
    return new Map(
      rows.map((r) => [r.id, r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null]),
    );
  }

  /** Who the order is for and who claimed it for delivery; the shopper is on the order already. */
  async orderPeople(orderId: string) {
    const [row] = await this.db
      .select({
        customerId: orders.customerId,
        deliveryPersonId: orders.deliveryPersonId,
        shopperId: orders.shopperId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) return null;
    const ids = [row.customerId, ...(row.deliveryPersonId ? [row.deliveryPersonId] : [])];
    const people = await this.db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(inArray(users.id, ids));
    const byId = new Map(people.map((p) => [p.id, p]));
    return {
      ...row,
      customer: byId.get(row.customerId) ?? null,
      deliveryPerson: row.deliveryPersonId ? (byId.get(row.deliveryPersonId) ?? null) : null,
    };
  }

  async inquiriesOf(orderId: string) {
    return this.db
      .select({ id: inquiries.id, method: inquiries.method, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(eq(inquiries.orderId, orderId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  }
}
