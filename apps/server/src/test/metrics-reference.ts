import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The admin metrics as they were computed before the roll-ups (decision 0044): every order placed in the
 * window and its whole timeline, at reading. Kept as the reference the roll-ups must answer exactly.
 */
const india = (column: SQL) => sql`(${column} at time zone 'UTC' + interval '330 minutes')`;
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const DAY_MS = 86_400_000;
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
const rounded = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

export async function referenceMetrics(db: Db, now: Date, days: number) {
  const today = indiaDay(now.getTime());
  const since = new Date(Date.parse(`${today}T00:00:00+05:30`) - (days - 1) * DAY_MS);
  const hourly = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
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
      group by 1, 2`),
  );
  const [stages = {}] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      with spans as (
        select t.order_id, t.status, t.actor_role,
               extract(epoch from lead(t.created_at) over (partition by t.order_id order by t.created_at, t.id)
                 - t.created_at) / 60 as minutes
        from order_timeline t join orders o on o.id = t.order_id
        where o.created_at >= ${since}
      ), per_order as (
        select order_id,
               sum(minutes) filter (where status = 'pending_shopper') as waiting,
               sum(minutes) filter (where status in ('accepted_by_shopper', 'shopper_at_shop', 'shopping_in_progress',
                 'customer_approved_revision', 'final_shopping')) as shopping,
               sum(minutes) filter (where status in ('shopper_revised_order', 'bill_uploaded')) as answering,
               sum(minutes) filter (where status in ('bill_approved', 'out_for_delivery')) as delivering,
               bool_or(status = 'shopper_revised_order') as revised,
               count(*) filter (where status in ('shopper_revised_order', 'bill_uploaded') and minutes is not null) as waits,
               count(*) filter (where actor_role = 'system') as by_deadline
        from spans group by order_id
      )
      select count(*)::int as orders, count(*) filter (where revised)::int as revised,
             coalesce(sum(waits), 0)::int as waits, coalesce(sum(by_deadline), 0)::int as by_deadline,
             percentile_cont(0.5) within group (order by waiting) as waiting_p50,
             percentile_cont(0.9) within group (order by waiting) as waiting_p90,
             percentile_cont(0.5) within group (order by shopping) as shopping_p50,
             percentile_cont(0.9) within group (order by shopping) as shopping_p90,
             percentile_cont(0.5) within group (order by answering) as answering_p50,
             percentile_cont(0.9) within group (order by answering) as answering_p90,
             percentile_cont(0.5) within group (order by delivering) as delivering_p50,
             percentile_cont(0.9) within group (order by delivering) as delivering_p90
      from per_order`),
  );
  const [replacements] = rowsOf<{ brought: number; refused: number }>(
    await db.execute(sql`
      select count(*) filter (where i.replaced_with_product_id is not null)::int as brought,
             count(*) filter (where i.replaced_with_refused)::int as refused
      from order_items i join orders o on o.id = i.order_id where o.created_at >= ${since}`),
  );
  const reasons = rowsOf<{ reason: string; count: number }>(
    await db.execute(sql`
      select coalesce(nullif(trim(cancellation_reason), ''), 'Cancelled by ' || coalesce(cancelled_by, 'system')) as reason,
             count(*)::int as count
      from orders where status = 'cancelled' and created_at >= ${since}
      group by 1 order by 2 desc, 1 limit 10`),
  );

  const byDay = new Map<
    string,
    { date: string; placed: number; delivered: number; cancelled: number; revenue: number }
  >();
  for (let i = 0; i < days; i += 1) {
    const date = indiaDay(since.getTime() + i * DAY_MS);
    byDay.set(date, { date, placed: 0, delivered: 0, cancelled: 0, revenue: 0 });
  }
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, placed: 0, delivered: 0, cancelled: 0 }));
  for (const row of hourly) {
    const day = byDay.get(String(row.day));
    if (day) {
      day.placed += Number(row.placed);
      day.delivered += Number(row.delivered);
      day.cancelled += Number(row.cancelled);
      day.revenue += Number(row.revenue);
    }
    const hour = hours[Number(row.hour)]!;
    hour.placed += Number(row.placed);
    hour.delivered += Number(row.delivered);
    hour.cancelled += Number(row.cancelled);
  }
  const stage = (name: string) => ({
    p50: rounded(stages[`${name}_p50`]),
    p90: rounded(stages[`${name}_p90`]),
  });
  return {
    days: [...byDay.values()],
    hours,
    stageMinutes: {
      waiting: stage('waiting'),
      shopping: stage('shopping'),
      answering: stage('answering'),
      delivering: stage('delivering'),
    },
    revisionRate: share(Number(stages.revised ?? 0), Number(stages.orders ?? 0)),
    replacementRefusalRate: share(Number(replacements?.refused ?? 0), Number(replacements?.brought ?? 0)),
    deadlineAnswerRate: share(Number(stages.by_deadline ?? 0), Number(stages.waits ?? 0)),
    cancellationsByReason: reasons.map((r) => ({ reason: r.reason, count: Number(r.count) })),
  };
}
