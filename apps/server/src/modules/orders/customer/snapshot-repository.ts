import { TERMINAL_STATUSES } from '@jhola/domain';
import { and, desc, eq, gte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';

/** Which of a customer's orders a reconnecting socket is told about (realtime's snapshot). */
export class SnapshotRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Ids of the customer's orders that are neither delivered nor cancelled, newest first. */
  async activeOrderIds(customerId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...TERMINAL_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Ids of the customer's orders cancelled since `since`, newest first. A cancelled order changes no
   * more, so its last update is the cancellation.
   */
  async cancelledOrderIds(customerId: string, since: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.customerId, customerId), eq(orders.status, 'cancelled'), gte(orders.updatedAt, since)),
      )
      .orderBy(desc(orders.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
