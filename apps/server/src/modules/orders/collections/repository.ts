import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { cashHandins, orders, users } from '../../../db/schema/index.js';

const markers = alias(users, 'handin_marker');
const customers = alias(users, 'money_customer');
const shoppers = alias(users, 'money_shopper');
const riders = alias(users, 'money_rider');

export interface CollectedRow {
  orderId: string;
  orderNumber: string;
  method: string;
  amount: number;
  reference: string | null;
  collectedAt: Date;
  riderId: string;
  riderName: string;
}

/** The people an order's online money belongs to (issue 43): who paid, and who shopped and delivered. */
export interface OrderPeopleRow {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerName: string | null;
  shopperId: string | null;
  shopperName: string | null;
  riderId: string | null;
  riderName: string | null;
}

export interface HandinRow {
  riderId: string;
  markedAt: Date;
  markedById: string;
  markedByName: string;
}

/**
 * Issue 28: the payments taken at the door in a time window (the orders' payment columns, written only by
 * the delivery transition) and the "cash handed in" marks (the cash_handins table, owned here).
 */
export class CollectionsRepository {
  constructor(private readonly db: DbOrTx) {}

  async collectedBetween(from: Date, to: Date): Promise<CollectedRow[]> {
    const rows = await this.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        method: orders.paymentMethod,
        amount: orders.paymentAmount,
        reference: orders.paymentReference,
        collectedAt: orders.paymentCollectedAt,
        riderId: users.id,
        riderName: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.paymentCollectedBy))
      .where(
        and(
          isNotNull(orders.paymentCollectedAt),
          gte(orders.paymentCollectedAt, from),
          lt(orders.paymentCollectedAt, to),
        ),
      )
      .orderBy(orders.paymentCollectedAt, orders.orderNumber);
    return rows.map((r) => ({ ...r, amount: r.amount ?? 0, collectedAt: r.collectedAt ?? from }));
  }

  async orderPeople(orderIds: readonly string[]): Promise<OrderPeopleRow[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customerId: orders.customerId,
        customerName: customers.name,
        shopperId: orders.shopperId,
        shopperName: shoppers.name,
        riderId: orders.deliveryPersonId,
        riderName: riders.name,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(shoppers, eq(shoppers.id, orders.shopperId))
      .leftJoin(riders, eq(riders.id, orders.deliveryPersonId))
      .where(inArray(orders.id, [...orderIds]));
  }

  async handinsOn(day: string, riderIds: readonly string[]): Promise<HandinRow[]> {
    if (riderIds.length === 0) return [];
    return this.db
      .select({
        riderId: cashHandins.riderId,
        markedAt: cashHandins.markedAt,
        markedById: markers.id,
        markedByName: markers.name,
      })
      .from(cashHandins)
      .innerJoin(markers, eq(markers.id, cashHandins.markedBy))
      .where(and(eq(cashHandins.day, day), inArray(cashHandins.riderId, [...riderIds])));
  }

  /** Marks once: a repeated mark keeps the first one (who and when). */
  async markHandedIn(riderId: string, day: string, markedBy: string, at: Date): Promise<void> {
    await this.db
      .insert(cashHandins)
      .values({ riderId, day, markedBy, markedAt: at })
      .onConflictDoNothing({ target: [cashHandins.riderId, cashHandins.day] });
  }
}
