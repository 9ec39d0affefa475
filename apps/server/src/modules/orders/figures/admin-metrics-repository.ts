import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ENDED_STATUSES, perOrderFigures, placedDayHour } from './metrics-rollup-sql.js';
import type { MinuteBucket } from './stage-percentiles.js';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export interface HourCount {
  day: string;
  hour: number;
  placed: number;
  delivered: number;
  cancelled: number;
  revenue: number;
}

/** What the ended orders placed in a window add up to (the counts behind the rates). */
export interface EndedTotals {
  orders: number;
  revised: number;
  waits: number;
  byDeadline: number;
  replacementsBrought: number;
  replacementsRefused: number;
}

/** An order still open, placed in the window, with the figures of the stages it has left so far. */
export interface OpenOrderFigures {
  day: string;
  hour: number;
  waiting: number | null;
  shopping: number | null;
  answering: number | null;
  delivering: number | null;
  /** Null when the order has no timeline (then it is not counted among the window's orders). */
  revised: boolean | null;
  waits: number;
  byDeadline: number;
  replacementsBrought: number;
  replacementsRefused: number;
}

/**
 * Not ended: the predicate of the index of open orders by age (migration 0017), written as literals (domain
 * constants) so the planner matches it without bound values.
 */
const open = sql.raw(`o.status not in (${ENDED_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The business at a glance (issue 30, decision 0044): the ended orders from the roll-ups per India day
 * (`day >= sinceDay`, a few thousand rows for 90 days), the orders still open read live (the status index
 * finds the few of them), each one statement.
 */
export class AdminMetricsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Ended orders placed, delivered and cancelled (by when it happened) per India day and hour; revenue in paise. */
  async endedPerHour(sinceDay: string): Promise<HourCount[]> {
    const result = await this.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, hour, placed, delivered, cancelled, revenue
      from metrics_hours where day >= ${sinceDay}::date`);
    return rowsOf<HourCount>(result).map((r) => ({
      day: r.day,
      hour: Number(r.hour),
      placed: Number(r.placed),
      delivered: Number(r.delivered),
      cancelled: Number(r.cancelled),
      revenue: Number(r.revenue),
    }));
  }

  /** The ended orders placed since `sinceDay`: how many, revised, answers given and by the deadline, replacements. */
  async endedTotals(sinceDay: string): Promise<EndedTotals> {
    const result = await this.db.execute(sql`
      select coalesce(sum(orders), 0)::int as orders, coalesce(sum(revised), 0)::int as revised,
             coalesce(sum(waits), 0)::int as waits, coalesce(sum(by_deadline), 0)::int as by_deadline,
             coalesce(sum(replacements_brought), 0)::int as brought,
             coalesce(sum(replacements_refused), 0)::int as refused
      from metrics_days where day >= ${sinceDay}::date`);
    const row = rowsOf<Record<string, number>>(result)[0] ?? {};
    return {
      orders: Number(row.orders ?? 0),
      revised: Number(row.revised ?? 0),
      waits: Number(row.waits ?? 0),
      byDeadline: Number(row.by_deadline ?? 0),
      replacementsBrought: Number(row.brought ?? 0),
      replacementsRefused: Number(row.refused ?? 0),
    };
  }

  /** Per stage, the ended orders' minutes in the window by the whole minute they round to. */
  async endedStageBuckets(sinceDay: string): Promise<Map<string, MinuteBucket[]>> {
    const result = await this.db.execute(sql`
      select stage, bucket, sum(orders)::int as orders, min(lowest) as lowest, max(highest) as highest
      from metrics_stage_buckets where day >= ${sinceDay}::date
      group by stage, bucket`);
    const byStage = new Map<string, MinuteBucket[]>();
    for (const r of rowsOf<MinuteBucket & { stage: string }>(result)) {
      const bucket = {
        bucket: Number(r.bucket),
        orders: Number(r.orders),
        lowest: Number(r.lowest),
        highest: Number(r.highest),
      };
      byStage.set(r.stage, [...(byStage.get(r.stage) ?? []), bucket]);
    }
    return byStage;
  }

  /** The orders still open placed since `since`, with what their timeline and items tell so far. */
  async openOrders(since: Date): Promise<OpenOrderFigures[]> {
    const result = await this.db.execute(sql`
      with ${perOrderFigures(sql`select o.id, o.created_at from orders o where ${open} and o.created_at >= ${since}`)}
      select ${placedDayHour}, p.waiting, p.shopping, p.answering, p.delivering, p.revised,
             coalesce(p.waits, 0) as waits, coalesce(p.by_deadline, 0) as by_deadline,
             coalesce(i.brought, 0) as brought, coalesce(i.refused, 0) as refused
      from chosen o left join per_order p on p.order_id = o.id left join items i on i.order_id = o.id`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      day: String(r.day),
      hour: Number(r.hour),
      waiting: nullableNumber(r.waiting),
      shopping: nullableNumber(r.shopping),
      answering: nullableNumber(r.answering),
      delivering: nullableNumber(r.delivering),
      revised: r.revised === null || r.revised === undefined ? null : Boolean(r.revised),
      waits: Number(r.waits),
      byDeadline: Number(r.by_deadline),
      replacementsBrought: Number(r.brought),
      replacementsRefused: Number(r.refused),
    }));
  }

  /** Orders placed since `sinceDay` and cancelled, by the reason typed (else who cancelled), most first. */
  async cancellationsByReason(sinceDay: string, limit: number) {
    const result = await this.db.execute(sql`
      select reason, sum(orders)::int as count
      from metrics_cancellation_reasons where day >= ${sinceDay}::date
      group by reason order by 2 desc, 1 limit ${limit}`);
    return rowsOf<{ reason: string; count: number }>(result).map((r) => ({
      reason: r.reason,
      count: Number(r.count),
    }));
  }

  /** The unfinished orders placed longest ago (the index of open orders by age finds them). */
  async slowestOpen(now: Date, limit: number) {
    const result = await this.db.execute(sql`
      select o.id, o.order_number, o.status, s.name as shop_name,
             floor(extract(epoch from (${now}::timestamptz - o.created_at)) / 60)::int as minutes
      from orders o join shops s on s.id = o.shop_id
      where ${open}
      order by o.created_at, o.order_number limit ${limit}`);
    return rowsOf<{ id: string; order_number: string; status: string; shop_name: string; minutes: number }>(
      result,
    ).map((r) => ({
      _id: r.id,
      orderNumber: r.order_number,
      status: r.status,
      shopName: r.shop_name,
      minutes: Math.max(0, Number(r.minutes)),
    }));
  }
}
