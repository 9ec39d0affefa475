import type { AdminMetrics } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/client.js';
import { AdminMetricsRepository, type OpenOrderFigures } from './admin-metrics-repository.js';
import { MetricsRollupRepository } from './metrics-rollup-repository.js';
import { STAGES, type Stage } from './metrics-rollup-sql.js';
import { roundedPercentile, withOpenValues } from './stage-percentiles.js';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India day (YYYY-MM-DD) of an instant. */
const indiaDay = (at: number) => new Date(at + IST_MS).toISOString().slice(0, 10);

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

/**
 * The last `days` India days, today included (issue 30): the ended orders from their roll-ups, the open ones
 * live, all read from one snapshot so an order ending meanwhile is counted once (decision 0044).
 */
export async function adminMetrics(
  ctx: Pick<AppContext, 'database' | 'now'>,
  days: number,
): Promise<AdminMetrics> {
  const now = ctx.now();
  const today = indiaDay(now.getTime());
  const since = new Date(Date.parse(`${today}T00:00:00+05:30`) - (days - 1) * DAY_MS);
  const sinceDay = indiaDay(since.getTime());
  const read = await ctx.database.db.transaction(
    async (tx) => {
      const repo = new AdminMetricsRepository(tx);
      return {
        hourly: await repo.endedPerHour(sinceDay),
        totals: await repo.endedTotals(sinceDay),
        buckets: await repo.endedStageBuckets(sinceDay),
        open: await repo.openOrders(since),
        cancellationsByReason: await repo.cancellationsByReason(sinceDay, 10),
        slowestOpen: await repo.slowestOpen(now, 10),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { totals, open } = read;

  const byDay = new Map<string, AdminMetrics['days'][number]>();
  for (let i = 0; i < days; i += 1) {
    const date = indiaDay(since.getTime() + i * DAY_MS);
    byDay.set(date, { date, placed: 0, delivered: 0, cancelled: 0, revenue: 0 });
  }
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, placed: 0, delivered: 0, cancelled: 0 }));
  const placedOpen = open.map((o) => ({
    day: o.day,
    hour: o.hour,
    placed: 1,
    delivered: 0,
    cancelled: 0,
    revenue: 0,
  }));
  for (const row of [...read.hourly, ...placedOpen]) {
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

  const stage = (name: Stage) => {
    const buckets = withOpenValues(read.buckets.get(name) ?? [], openValues(open, name));
    return { p50: roundedPercentile(buckets, 0.5), p90: roundedPercentile(buckets, 0.9) };
  };
  const sum = (pick: (o: OpenOrderFigures) => number) => open.reduce((total, o) => total + pick(o), 0);
  const orders = totals.orders + open.filter((o) => o.revised !== null).length;
  const [waiting, shopping, answering, delivering] = STAGES.map(stage);
  return {
    days: [...byDay.values()],
    hours,
    stageMinutes: { waiting: waiting!, shopping: shopping!, answering: answering!, delivering: delivering! },
    revisionRate: share(totals.revised + open.filter((o) => o.revised).length, orders),
    replacementRefusalRate: share(
      totals.replacementsRefused + sum((o) => o.replacementsRefused),
      totals.replacementsBrought + sum((o) => o.replacementsBrought),
    ),
    deadlineAnswerRate: share(
      totals.byDeadline + sum((o) => o.byDeadline),
      totals.waits + sum((o) => o.waits),
    ),
    cancellationsByReason: read.cancellationsByReason,
    slowestOpen: read.slowestOpen,
  };
}

const openValues = (open: readonly OpenOrderFigures[], stage: Stage): number[] =>
  open.flatMap((o) => (o[stage] === null ? [] : [o[stage]]));

/**
 * Recomputes every ended order's figures and the roll-ups from the timeline, in one transaction on the slow
 * pool (`metrics:rebuild`); answers the orders recorded.
 */
export const rebuildAdminMetrics = (database: Pick<Database, 'slowDb'>): Promise<number> =>
  database.slowDb.transaction((tx) => new MetricsRollupRepository(tx).rebuild());
