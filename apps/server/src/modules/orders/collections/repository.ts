import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { cashHandins, orders, users } from '../../../db/schema/index.js';

const markers = alias(users, 'handin_marker');

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
