import type { AdminMetrics } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { AdminMetricsRepository } from './admin-metrics-repository.js';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India day (YYYY-MM-DD) of an instant. */
const indiaDay = (at: number) => new Date(at + IST_MS).toISOString().slice(0, 10);

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
const minutes = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/** The last `days` India days, today included, from the orders and their timeline (issue 30). */
export async function adminMetrics(
  ctx: Pick<AppContext, 'database' | 'now'>,
  days: number,
): Promise<AdminMetrics> {
  const now = ctx.now();
  const today = indiaDay(now.getTime());
  const since = new Date(Date.parse(`${today}T00:00:00+05:30`) - (days - 1) * DAY_MS);
  // Aggregates over up to 90 days of orders: the slow pool's bounds, not a request's 3 s (decision 0044).
  const repo = new AdminMetricsRepository(ctx.database.slowDb);
  // One after another: the slow pool has two connections, and a long window must not queue past its wait.
  const hourly = await repo.perHour(since);
  const stages = await repo.stages(since);
  const replacements = await repo.replacements(since);
  const cancellationsByReason = await repo.cancellationsByReason(since, 10);
  const slowestOpen = await repo.slowestOpen(now, 10);

  const byDay = new Map<string, AdminMetrics['days'][number]>();
  for (let i = 0; i < days; i += 1) {
    const date = indiaDay(since.getTime() + i * DAY_MS);
    byDay.set(date, { date, placed: 0, delivered: 0, cancelled: 0, revenue: 0 });
  }
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, placed: 0, delivered: 0, cancelled: 0 }));
  for (const row of hourly) {
    const day = byDay.get(row.day);
    if (day) {
      day.placed += row.placed;
      day.delivered += row.delivered;
      day.cancelled += row.cancelled;
      day.revenue += row.revenue;
    }
    const hour = hours[row.hour];
    if (hour) {
      hour.placed += row.placed;
      hour.delivered += row.delivered;
      hour.cancelled += row.cancelled;
    }
  }
  const stage = (name: string) => ({
    p50: minutes(stages[`${name}_p50`]),
    p90: minutes(stages[`${name}_p90`]),
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
    replacementRefusalRate: share(replacements.refused, replacements.brought),
    deadlineAnswerRate: share(Number(stages.by_deadline ?? 0), Number(stages.waits ?? 0)),
    cancellationsByReason,
    slowestOpen,
  };
}
