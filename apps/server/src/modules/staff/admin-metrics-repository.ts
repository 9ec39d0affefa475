import { isTerminalStatus, ORDER_STATUSES } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** India local time of a timestamptz column, without the server's time-zone data (India has no DST). */
const india = (column: SQL) => sql`(${column} at time zone 'UTC' + interval '330 minutes')`;

const SHOPPING = [
  'accepted_by_shopper',
  'shopper_at_shop',
  'shopping_in_progress',
  'customer_approved_revision',
  'final_shopping',
];
const ANSWERING = ['shopper_revised_order', 'bill_uploaded'];
const DELIVERING = ['bill_approved', 'out_for_delivery'];
const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

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

/**
 * The business at a glance (issue 30): aggregates over the orders placed since `since` and their timeline,
 * each one statement on an index (orders by created_at, the timeline by status and time, then by order).
 */
export class AdminMetricsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Orders placed, delivered and cancelled (by when it happened) per India day and hour; revenue in paise. */
  async perHour(since: Date): Promise<HourCount[]> {
    const result = await this.db.execute(sql`
      select to_char(at::date, 'YYYY-MM-DD') as day, extract(hour from at)::int as hour,
             sum(placed)::int as placed, sum(delivered)::int as delivered, sum(cancelled)::int as cancelled,
             coalesce(sum(revenue), 0)::bigint as revenue
      from (
        select ${india(sql`o.created_at`)} as at, 1 as placed, 0 as delivered, 0 as cancelled, 0::numeric as revenue
          from orders o where o.created_at >= ${since}
        union all
        select ${india(sql`t.created_at`)}, 0, 1, 0,
               round(coalesce((o.revised_order_value->>'total')::numeric, o.total) * 100)
          from order_timeline t join orders o on o.id = t.order_id
          where t.status = 'delivered' and t.created_at >= ${since}
        union all
        select ${india(sql`t.created_at`)}, 0, 0, 1, 0
          from order_timeline t where t.status = 'cancelled' and t.created_at >= ${since}
      ) events
      group by 1, 2`);
    return rowsOf<HourCount>(result).map((r) => ({
      day: r.day,
      hour: Number(r.hour),
      placed: Number(r.placed),
      delivered: Number(r.delivered),
      cancelled: Number(r.cancelled),
      revenue: Number(r.revenue),
    }));
  }

  /**
   * Minutes each order placed since `since` spent in each stage it left (an entry lasts until the next one),
   * as p50/p90 over orders; how many were revised; how many answers the customer gave and how many the
   * deadline gave (a system entry).
   */
  async stages(since: Date) {
    const result = await this.db.execute(sql`
      with spans as (
        select t.order_id, t.status, t.actor_role,
               extract(epoch from lead(t.created_at) over (partition by t.order_id order by t.created_at, t.id)
                 - t.created_at) / 60 as minutes
        from order_timeline t join orders o on o.id = t.order_id
        where o.created_at >= ${since}
      ), per_order as (
        select order_id,
               sum(minutes) filter (where status = 'pending_shopper') as waiting,
               sum(minutes) filter (where status in (${list(SHOPPING)})) as shopping,
               sum(minutes) filter (where status in (${list(ANSWERING)})) as answering,
               sum(minutes) filter (where status in (${list(DELIVERING)})) as delivering,
               bool_or(status = 'shopper_revised_order') as revised,
               count(*) filter (where status in (${list(ANSWERING)}) and minutes is not null) as waits,
               count(*) filter (where actor_role = 'system') as by_deadline
        from spans group by order_id
      )
      select count(*)::int as orders,
             count(*) filter (where revised)::int as revised,
             coalesce(sum(waits), 0)::int as waits,
             coalesce(sum(by_deadline), 0)::int as by_deadline,
             percentile_cont(0.5) within group (order by waiting) as waiting_p50,
             percentile_cont(0.9) within group (order by waiting) as waiting_p90,
             percentile_cont(0.5) within group (order by shopping) as shopping_p50,
             percentile_cont(0.9) within group (order by shopping) as shopping_p90,
             percentile_cont(0.5) within group (order by answering) as answering_p50,
             percentile_cont(0.9) within group (order by answering) as answering_p90,
             percentile_cont(0.5) within group (order by delivering) as delivering_p50,
             percentile_cont(0.9) within group (order by delivering) as delivering_p90
      from per_order`);
    return rowsOf<Record<string, string | number | null>>(result)[0] ?? {};
  }

  /** Replacements brought and refused in the orders placed since `since`. */
  async replacements(since: Date) {
    const result = await this.db.execute(sql`
      select count(*) filter (where i.replaced_with_product_id is not null)::int as brought,
             count(*) filter (where i.replaced_with_refused)::int as refused
      from order_items i join orders o on o.id = i.order_id
      where o.created_at >= ${since}`);
    const row = rowsOf<{ brought: number; refused: number }>(result)[0];
    return { brought: Number(row?.brought ?? 0), refused: Number(row?.refused ?? 0) };
  }

  /** Orders placed since `since` and cancelled, by the reason typed (else who cancelled), most first. */
  async cancellationsByReason(since: Date, limit: number) {
    const result = await this.db.execute(sql`
      select coalesce(nullif(trim(cancellation_reason), ''), 'Cancelled by ' || coalesce(cancelled_by, 'system')) as reason,
             count(*)::int as count
      from orders where status = 'cancelled' and created_at >= ${since}
      group by 1 order by 2 desc, 1 limit ${limit}`);
    return rowsOf<{ reason: string; count: number }>(result).map((r) => ({
      reason: r.reason,
      count: Number(r.count),
    }));
  }

  /** The unfinished orders placed longest ago (the status index finds the few open ones). */
  async slowestOpen(now: Date, limit: number) {
    const open = list(ORDER_STATUSES.filter((s) => !isTerminalStatus(s)));
    const result = await this.db.execute(sql`
      select o.id, o.order_number, o.status, s.name as shop_name,
             floor(extract(epoch from (${now}::timestamptz - o.created_at)) / 60)::int as minutes
      from orders o join shops s on s.id = o.shop_id
      where o.status in (${open})
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
