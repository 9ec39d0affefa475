import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderPayments, orders, paymentEvents } from '../../../db/schema/index.js';

export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPaymentRow = typeof orderPayments.$inferInsert;
export type PaymentPatch = Partial<
  Pick<
    PaymentRow,
    'status' | 'method' | 'orderId' | 'gatewayOrderId' | 'gatewayPaymentId' | 'gatewayRefundId' | 'failure'
  >
>;

/** The order's money as the settling steps read it (rupees, as the order keeps them). */
export interface OrderMoneyRow {
  id: string;
  orderNumber: string;
  customerId: string;
  status: string;
  total: number;
  revisedOrderValue: { total: number } | null;
  deliveryFee: number;
  billAmount: number | null;
  creditUsed: number;
  cancellationReason: string | null;
  paymentMethod: string;
  deliveredAt: Date | null;
  shopperId: string | null;
  deliveryPersonId: string | null;
}

/** The only code that reads and writes `order_payments` and `payment_events` (orders/payments). */
export class PaymentRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Inserts unless (customer, kind, key) is taken; returns the row, or null when it was. */
  async insert(row: NewPaymentRow): Promise<PaymentRow | null> {
    const [inserted] = await this.db.insert(orderPayments).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async find(id: string, lock = false): Promise<PaymentRow | null> {
    const query = this.db.select().from(orderPayments).where(eq(orderPayments.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async findByKey(customerId: string, kind: string, key: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.customerId, customerId),
          eq(orderPayments.kind, kind),
          eq(orderPayments.idempotencyKey, key),
        ),
      );
    return row ?? null;
  }

  /** The hold, tip, top-up or door QR a gateway order (order_…) or QR code (qr_…) belongs to. */
  async findByGatewayOrder(gatewayOrderId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.gatewayOrderId, gatewayOrderId),
          inArray(orderPayments.kind, ['hold', 'door_upi', 'tip', 'topup']),
        ),
      );
    return row ?? null;
  }

  async findRefund(gatewayRefundId: string, refundId: string | null): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.kind, 'refund'),
          refundId
            ? or(eq(orderPayments.gatewayRefundId, gatewayRefundId), eq(orderPayments.id, refundId))
            : eq(orderPayments.gatewayRefundId, gatewayRefundId),
        ),
      );
    return row ?? null;
  }

  async update(id: string, patch: PaymentPatch, now: Date): Promise<void> {
    await this.db
      .update(orderPayments)
      .set({ ...patch, updatedAt: now })
      .where(eq(orderPayments.id, id));
  }

  /**
   * Takes back a hold the gateway never opened (no gateway order): one that failed at the gateway, or one
   * left 'created' since before `strandedBefore` (its process died). Conditional, so of concurrent retries
   * one reopens it; the others get null.
   */
  async reopenHold(id: string, strandedBefore: Date, now: Date): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(orderPayments)
      .set({ status: 'created', failure: null, updatedAt: now })
      .where(
        and(
          eq(orderPayments.id, id),
          eq(orderPayments.kind, 'hold'),
          isNull(orderPayments.gatewayOrderId),
          isNull(orderPayments.orderId),
          or(
            eq(orderPayments.status, 'failed'),
            and(eq(orderPayments.status, 'created'), lt(orderPayments.updatedAt, strandedBefore)),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * The turn to ask the gateway about a hold paid but not yet an order (issue 48): its checkout's page
   * polls while the webhook is late. Conditional on the hold's last change being before `askedBefore`, and
   * marks it changed now, so of every poll in every process one asks, at most once in that while.
   */
  async takeTurnToAsk(id: string, askedBefore: Date, now: Date): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(orderPayments)
      .set({ updatedAt: now })
      .where(
        and(
          eq(orderPayments.id, id),
          eq(orderPayments.kind, 'hold'),
          inArray(orderPayments.status, ['created', 'authorized']),
          isNull(orderPayments.orderId),
          isNotNull(orderPayments.gatewayOrderId),
          lt(orderPayments.updatedAt, askedBefore),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Every entry of an order, oldest first. */
  async forOrder(orderId: string, lock = false): Promise<PaymentRow[]> {
    const query = this.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
    return lock ? query.for('update') : query;
  }

  /** The entries of several orders at once (the order reads' payment state). */
  async forOrders(orderIds: readonly string[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, [...orderIds]))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  }

  /** Entries still waiting on the gateway (or on us), last touched before `before`: the reconciliation's list. */
  async unfinished(before: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(and(inArray(orderPayments.status, ['created', 'pending']), lt(orderPayments.updatedAt, before)))
      .orderBy(asc(orderPayments.updatedAt))
      .limit(limit);
  }

  /** Holds authorised but not yet an order (the placing step after authorisation did not finish). */
  async unplacedHolds(): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.kind, 'hold'),
          eq(orderPayments.status, 'authorized'),
          isNull(orderPayments.orderId),
        ),
      );
  }

  /** Orders whose authorised hold waits for a capture or a release their status already calls for. */
  async holdsToSettle(statuses: readonly string[], limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ orderId: orderPayments.orderId })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(
        and(
          eq(orderPayments.kind, 'hold'),
          eq(orderPayments.status, 'authorized'),
          inArray(orders.status, [...statuses]),
        ),
      )
      .limit(limit);
    return rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  }

  async orderMoney(orderId: string, lock = false): Promise<OrderMoneyRow | null> {
    const query = this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerId: orders.customerId,
        status: orders.status,
        total: orders.total,
        revisedOrderValue: orders.revisedOrderValue,
        deliveryFee: orders.deliveryFee,
        billAmount: orders.billAmount,
        creditUsed: orders.creditUsed,
        cancellationReason: orders.cancellationReason,
        paymentMethod: orders.paymentMethod,
        deliveredAt: orders.deliveredAt,
        shopperId: orders.shopperId,
        deliveryPersonId: orders.deliveryPersonId,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Whether this webhook event was handled already (by the gateway's event id). */
  async eventSeen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    return Boolean(row);
  }

  /** Records a handled event once; false when another delivery of it got there first. */
  async recordEvent(
    event: { eventId: string; event: string; outcome: string; orderId: string | null; detail: string | null },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values({ ...event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    return rows.length === 1;
  }

  /** Webhooks refused for a wrong amount, newest first: what admins are shown. */
  async refusedEvents(limit: number) {
    return this.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.outcome, 'refused'))
      .orderBy(desc(paymentEvents.receivedAt))
      .limit(limit);
  }

  /** Captured tips on the orders a staff member shopped or delivered, with the order's two people (their shares). */
  async capturedTipsOfStaff(userId: string) {
    return this.db
      .select({
        orderId: orders.id,
        amountPaise: orderPayments.amountPaise,
        shopperId: orders.shopperId,
        deliveryPersonId: orders.deliveryPersonId,
      })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(
        and(
          eq(orderPayments.kind, 'tip'),
          eq(orderPayments.status, 'captured'),
          or(eq(orders.shopperId, userId), eq(orders.deliveryPersonId, userId)),
        ),
      );
  }

  /** Entries made in [from, to), for the admin's day of payments. */
  async between(from: Date, to: Date): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(and(sql`${orderPayments.createdAt} >= ${from}`, lt(orderPayments.createdAt, to)))
      .orderBy(asc(orderPayments.createdAt));
  }
}
