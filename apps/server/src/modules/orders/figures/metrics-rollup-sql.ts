import { isTerminalStatus, ORDER_STATUSES } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of the admin metrics' figures (decision 0044), written once: an ended order's figures and their
 * roll-ups (when it ends, and when everything is rebuilt), and the same figures of the orders still open
 * (read live). Migration 0017 holds a frozen copy for its backfill; a test checks the two agree.
 */

/** India local time of a timestamptz column, without the server's time-zone data (India has no DST). */
export const india = (column: SQL) => sql`(${column} at time zone 'UTC' + interval '330 minutes')`;
/** The India day (a date) and hour of a timestamptz column. */
const dayOf = (column: SQL) => sql`${india(column)}::date`;
const hourOf = (column: SQL) => sql`extract(hour from ${india(column)})::int`;

export const list = (values: readonly string[]) =>
  sql.join(
    values.map((s) => sql`${s}`),
    sql`, `,
  );

export const ENDED_STATUSES = ORDER_STATUSES.filter((s) => isTerminalStatus(s));

const SHOPPING = [
  'accepted_by_shopper',
  'shopper_at_shop',
  'shopping_in_progress',
  'customer_approved_revision',
  'final_shopping',
];
const ANSWERING = ['shopper_revised_order', 'bill_uploaded'];
const DELIVERING = ['bill_approved', 'out_for_delivery'];

/** The stages whose minutes the console shows as p50/p90. */
export const STAGES = ['waiting', 'shopping', 'answering', 'delivering'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * CTEs `chosen` (the orders `select` picks, read once), `per_order` and `items`: the minutes each chosen order
 * spent in each stage it left (an entry lasts until the next one, in timeline order), as float8 of the exact
 * numeric sum; whether it was revised; the answers given and those the deadline gave (a system entry); the
 * entry that ended it; its replacements brought and refused.
 */
export const perOrderFigures = (select: SQL) => sql`
  chosen as materialized (${select}),
  spans as (
    select t.order_id, t.status, t.actor_role, t.created_at,
           extract(epoch from lead(t.created_at) over (partition by t.order_id order by t.created_at, t.id)
             - t.created_at) / 60 as minutes
    from order_timeline t join chosen o on o.id = t.order_id
  ), per_order as (
    select order_id,
           (sum(minutes) filter (where status = 'pending_shopper'))::float8 as waiting,
           (sum(minutes) filter (where status in (${list(SHOPPING)})))::float8 as shopping,
           (sum(minutes) filter (where status in (${list(ANSWERING)})))::float8 as answering,
           (sum(minutes) filter (where status in (${list(DELIVERING)})))::float8 as delivering,
           bool_or(status = 'shopper_revised_order') as revised,
           count(*) filter (where status in (${list(ANSWERING)}) and minutes is not null)::int as waits,
           count(*) filter (where actor_role = 'system')::int as by_deadline,
           max(created_at) filter (where status in (${list(ENDED_STATUSES)})) as ended_at
    from spans group by order_id
  ), items as (
    select i.order_id,
           count(*) filter (where i.replaced_with_product_id is not null)::int as brought,
           count(*) filter (where i.replaced_with_refused)::int as refused
    from order_items i join chosen o on o.id = i.order_id
    group by i.order_id
  )`;

/** Writes the figures of the ended orders matching `where` (over `orders o`); returns the ids written. */
export const insertOrderMetrics = (where: SQL) => sql`
  insert into order_metrics (order_id, placed_at, ended_status, ended_at, revenue, waiting, shopping, answering,
    delivering, revised, waits, by_deadline, replacements_brought, replacements_refused, cancellation_reason)
  with ${perOrderFigures(sql`
    select o.id, o.created_at, o.status, o.total, o.revised_order_value, o.cancellation_reason, o.cancelled_by
    from orders o where o.status in (${list(ENDED_STATUSES)}) and ${where}`)}
  select o.id, o.created_at, o.status, p.ended_at,
         case when o.status = 'delivered' and p.ended_at is not null
           then round(coalesce((o.revised_order_value->>'total')::numeric, o.total) * 100)::bigint else 0 end,
         p.waiting, p.shopping, p.answering, p.delivering, p.revised,
         coalesce(p.waits, 0), coalesce(p.by_deadline, 0), coalesce(i.brought, 0), coalesce(i.refused, 0),
         case when o.status = 'cancelled' then
           coalesce(nullif(trim(o.cancellation_reason), ''), 'Cancelled by ' || coalesce(o.cancelled_by, 'system'))
         end
  from chosen o left join per_order p on p.order_id = o.id left join items i on i.order_id = o.id
  on conflict (order_id) do nothing
  returning order_id`;

const placed = sql`m.placed_at`;
const ended = sql`m.ended_at`;

/**
 * Adds the ended orders `m` (order_metrics) matching `where` to the four roll-ups, one statement each, in a
 * fixed order and sorted by key, so two orders ending at once queue on a shared row instead of deadlocking.
 */
export const rollUpOrderMetrics = (where: SQL): SQL[] => [
  sql`
    insert into metrics_hours (day, hour, placed, delivered, cancelled, revenue)
    select day, hour, sum(placed), sum(delivered), sum(cancelled), sum(revenue)
    from (
      select ${dayOf(placed)} as day, ${hourOf(placed)} as hour,
             1 as placed, 0 as delivered, 0 as cancelled, 0::bigint as revenue
        from order_metrics m where ${where}
      union all
      select ${dayOf(ended)}, ${hourOf(ended)}, 0, (m.ended_status = 'delivered')::int,
             (m.ended_status = 'cancelled')::int, m.revenue
        from order_metrics m where m.ended_at is not null and ${where}
    ) e
    group by day, hour order by day, hour
    on conflict (day, hour) do update set
      placed = metrics_hours.placed + excluded.placed, delivered = metrics_hours.delivered + excluded.delivered,
      cancelled = metrics_hours.cancelled + excluded.cancelled, revenue = metrics_hours.revenue + excluded.revenue`,
  sql`
    insert into metrics_days (day, orders, revised, waits, by_deadline, replacements_brought, replacements_refused)
    select ${dayOf(placed)}, count(*) filter (where m.revised is not null), count(*) filter (where m.revised),
           sum(m.waits), sum(m.by_deadline), sum(m.replacements_brought), sum(m.replacements_refused)
    from order_metrics m where ${where}
    group by 1 order by 1
    on conflict (day) do update set
      orders = metrics_days.orders + excluded.orders, revised = metrics_days.revised + excluded.revised,
      waits = metrics_days.waits + excluded.waits, by_deadline = metrics_days.by_deadline + excluded.by_deadline,
      replacements_brought = metrics_days.replacements_brought + excluded.replacements_brought,
      replacements_refused = metrics_days.replacements_refused + excluded.replacements_refused`,
  sql`
    insert into metrics_stage_buckets (day, stage, bucket, orders, lowest, highest)
    select ${dayOf(placed)}, s.stage, floor(s.minutes + 0.5)::int, count(*), min(s.minutes), max(s.minutes)
    from order_metrics m
    cross join lateral (values ('waiting', m.waiting), ('shopping', m.shopping), ('answering', m.answering),
      ('delivering', m.delivering)) as s(stage, minutes)
    where s.minutes is not null and ${where}
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, stage, bucket) do update set
      orders = metrics_stage_buckets.orders + excluded.orders,
      lowest = least(metrics_stage_buckets.lowest, excluded.lowest),
      highest = greatest(metrics_stage_buckets.highest, excluded.highest)`,
  sql`
    insert into metrics_cancellation_reasons (day, reason, orders)
    select ${dayOf(placed)}, m.cancellation_reason, count(*)
    from order_metrics m where m.ended_status = 'cancelled' and ${where}
    group by 1, 2 order by 1, 2
    on conflict (day, reason) do update set orders = metrics_cancellation_reasons.orders + excluded.orders`,
];

/** The India day and hour an order was placed (for the open orders, read live). */
export const placedDayHour = sql`to_char(${dayOf(sql`o.created_at`)}, 'YYYY-MM-DD') as day,
  ${hourOf(sql`o.created_at`)} as hour`;
