import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { insertOrderMetrics, rollUpOrderMetrics } from './metrics-rollup-sql.js';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Orders placed in this many days are rebuilt by one statement (each well within the slow pool's bound). */
const REBUILD_CHUNK_DAYS = 10;

/**
 * The admin metrics' figures of ended orders (`order_metrics`) and their roll-ups per India day and hour
 * (`metrics_hours`, `metrics_days`, `metrics_stage_buckets`, `metrics_cancellation_reasons`), decision 0044.
 */
export class MetricsRollupRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Records an order that has just ended (delivered or cancelled), in the transaction of that step: its
   * figures once, and the roll-ups. Answers false (and changes nothing) when they were already recorded.
   */
  async recordEnded(orderId: string): Promise<boolean> {
    const written = rowsOf(await this.db.execute(insertOrderMetrics(sql`o.id = ${orderId}`)));
    if (written.length === 0) return false;
    for (const statement of rollUpOrderMetrics(sql`m.order_id = ${orderId}`))
      await this.db.execute(statement);
    return true;
  }

  /**
   * Recomputes everything from the orders and their timeline (after rows were written around the app, such
   * as a bulk import): the ended orders in chunks of placement days, then the roll-ups. Run it in one
   * transaction on the slow pool; orders ending meanwhile wait for it. Answers the orders recorded.
   */
  async rebuild(): Promise<number> {
    await this.db.execute(
      sql`truncate order_metrics, metrics_hours, metrics_days, metrics_stage_buckets, metrics_cancellation_reasons`,
    );
    const [range] = rowsOf<{ first: number | null; last: number | null }>(
      await this.db.execute(sql`select floor(extract(epoch from min(created_at)) * 1000)::float8 as first,
        ceil(extract(epoch from max(created_at)) * 1000)::float8 as last from orders`),
    );
    let recorded = 0;
    if (range?.first != null && range.last != null) {
      const last = Number(range.last);
      const step = REBUILD_CHUNK_DAYS * 86_400_000;
      for (let from = Number(range.first); from <= last; from += step) {
        const where = sql`o.created_at >= ${new Date(from)} and o.created_at < ${new Date(from + step)}`;
        recorded += rowsOf(await this.db.execute(insertOrderMetrics(where))).length;
      }
    }
    for (const statement of rollUpOrderMetrics(sql`true`)) await this.db.execute(statement);
    return recorded;
  }
}
