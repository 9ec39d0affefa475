import { and, asc, inArray, lte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderLiveEvents } from '../../../db/schema/index.js';

export type LiveEventRow = typeof orderLiveEvents.$inferSelect;
export type NewLiveEventRow = typeof orderLiveEvents.$inferInsert;

/** The outbox of live order events (decision 0072): written with the change, deleted once pushed. */
export class LiveEventRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewLiveEventRow): Promise<string> {
    const [row] = await this.db.insert(orderLiveEvents).values(values).returning({ id: orderLiveEvents.id });
    return row!.id;
  }

  async forget(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(orderLiveEvents).where(inArray(orderLiveEvents.id, ids));
  }

  /**
   * Claims up to `limit` events whose relay time passed, oldest first: SKIP LOCKED keeps two processes from
   * claiming the same row, and the new relay time is this claim's lease (a relay that dies lets it lapse).
   */
  async claimDue(
    now: Date,
    leaseUntil: Date,
    except: readonly string[],
    limit: number,
  ): Promise<LiveEventRow[]> {
    const due = this.db
      .select({ id: orderLiveEvents.id })
      .from(orderLiveEvents)
      .where(
        except.length > 0
          ? and(lte(orderLiveEvents.relayAt, now), notInArray(orderLiveEvents.id, [...except]))
          : lte(orderLiveEvents.relayAt, now),
      )
      .orderBy(asc(orderLiveEvents.relayAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(orderLiveEvents)
      .set({ relayAt: leaseUntil })
      .where(inArray(orderLiveEvents.id, due))
      .returning();
    // One order's missed steps go out in the order they were made.
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}
