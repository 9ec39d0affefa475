import { TERMINAL_STATUSES } from '@jhola/domain';
import { and, desc, eq, gt, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, sessions } from '../../db/schema/index.js';

/** The realtime module's own reads: which sessions are still live, and a customer's active orders. */
export class RealtimeRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Of `sessionIds`, those not ended and not expired at `now`. */
  async liveSessionIds(sessionIds: readonly string[], now: Date): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
    return new Set(rows.map((r) => r.id));
  }

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
