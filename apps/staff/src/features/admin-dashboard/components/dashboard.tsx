import type { AdminMetrics } from '@jhola/domain';
import { statusLabel } from '@jhola/domain';
import { ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useMetrics } from '../api/metrics';
import { useDashboardT } from '../i18n';
import { Chart } from './chart';

const RANGES = [1, 7, 30, 90] as const;
const COLORS = { placed: '#0f766e', delivered: '#1d4ed8', cancelled: '#b91c1c' };

function useSeries(m: AdminMetrics | undefined) {
  const t = useDashboardT();
  return useMemo(() => {
    if (!m) return null;
    const of = (rows: { placed: number; delivered: number; cancelled: number }[]) => [
      { label: t('staffDashboard.placed'), values: rows.map((r) => r.placed), color: COLORS.placed },
      { label: t('staffDashboard.delivered'), values: rows.map((r) => r.delivered), color: COLORS.delivered },
      { label: t('staffDashboard.cancelled'), values: rows.map((r) => r.cancelled), color: COLORS.cancelled },
    ];
    return {
      dayX: m.days.map((d) => Date.parse(`${d.date}T00:00:00+05:30`) / 1000),
      days: of(m.days),
      hourX: m.hours.map((h) => h.hour),
      hours: of(m.hours),
    };
  }, [m, t]);
}

/** The business at a glance (issue 30): charts drawn from GET /admin/metrics, every number also in a table. */
export function Dashboard() {
  const t = useDashboardT();
  const tDomain = useDomainT();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const days = RANGES.find((r) => String(r) === params.get('days')) ?? 7;
  const metrics = useMetrics(days);
  const series = useSeries(metrics.data);
  const percent = (share: number) => f.number(Math.round(share * 1000) / 10);

  const ranges = (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('staffDashboard.range')}</legend>
      {RANGES.map((r) => (
        <label
          key={r}
          className="flex min-h-11 items-center gap-1 rounded-lg border border-stone-300 bg-white px-3"
        >
          <input
            type="radio"
            name="days"
            checked={days === r}
            onChange={() => setParams(new URLSearchParams({ days: String(r) }))}
          />
          {t('staffDashboard.lastDays', { count: r })}
        </label>
      ))}
    </fieldset>
  );
  if (metrics.isPending)
    return (
      <div className="flex flex-col gap-3">
        {ranges}
        <LoadingState label={t('staffDashboard.loading')} />
      </div>
    );
  if (metrics.isError)
    return <ErrorState message={errorMessage(metrics.error)} onRetry={() => void metrics.refetch()} />;
  const m = metrics.data;
  const sum = (key: 'placed' | 'delivered' | 'cancelled' | 'revenue') =>
    m.days.reduce((s, d) => s + d[key], 0);
  const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm min-w-0';
  return (
    <div className="flex flex-col gap-4">
      {ranges}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['staffDashboard.placed', f.number(sum('placed'))],
            ['staffDashboard.delivered', f.number(sum('delivered'))],
            ['staffDashboard.cancelled', f.number(sum('cancelled'))],
            ['staffDashboard.revenue', f.money(sum('revenue') / 100)],
            ['staffDashboard.revisionRate', t('staffDashboard.percent', { value: percent(m.revisionRate) })],
            [
              'staffDashboard.refusalRate',
              t('staffDashboard.percent', { value: percent(m.replacementRefusalRate) }),
            ],
            [
              'staffDashboard.deadlineRate',
              t('staffDashboard.percent', { value: percent(m.deadlineAnswerRate) }),
            ],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl bg-white p-3 shadow-sm">
            <dt className="text-sm text-stone-700">{t(key)}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        <section aria-labelledby="chart-days" className={card}>
          <h2 id="chart-days" className="font-semibold">
            {t('staffDashboard.perDay')}
          </h2>
          {series ? (
            <Chart
              x={series.dayX}
              series={series.days}
              kind="line"
              time
              xLabel={t('staffDashboard.date')}
              label={t('staffDashboard.perDay')}
            />
          ) : null}
          <details>
            <summary className="cursor-pointer">{t('staffDashboard.showNumbers')}</summary>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className="text-left">{t('staffDashboard.date')}</th>
                    <th>{t('staffDashboard.placed')}</th>
                    <th>{t('staffDashboard.delivered')}</th>
                    <th>{t('staffDashboard.cancelled')}</th>
                    <th>{t('staffDashboard.revenue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {m.days.map((d) => (
                    <tr key={d.date}>
                      <td>{f.date(`${d.date}T00:00:00+05:30`)}</td>
                      <td className="text-center">{f.number(d.placed)}</td>
                      <td className="text-center">{f.number(d.delivered)}</td>
                      <td className="text-center">{f.number(d.cancelled)}</td>
                      <td className="text-right">{f.money(d.revenue / 100)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
        <section aria-labelledby="chart-hours" className={card}>
          <h2 id="chart-hours" className="font-semibold">
            {t('staffDashboard.perHour')}
          </h2>
          {series ? (
            <Chart
              x={series.hourX}
              series={series.hours}
              kind="bars"
              time={false}
              xLabel={t('staffDashboard.hour')}
              label={t('staffDashboard.perHour')}
            />
          ) : null}
        </section>
        <section aria-labelledby="stages" className={card}>
          <h2 id="stages" className="font-semibold">
            {t('staffDashboard.stages')}
          </h2>
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className="text-left">{t('staffDashboard.stage')}</th>
                <th>{t('staffDashboard.p50')}</th>
                <th>{t('staffDashboard.p90')}</th>
              </tr>
            </thead>
            <tbody>
              {(['waiting', 'shopping', 'answering', 'delivering'] as const).map((stage) => (
                <tr key={stage}>
                  <td>{t(`staffDashboard.stage.${stage}`)}</td>
                  {(['p50', 'p90'] as const).map((p) => (
                    <td key={p} className="text-center">
                      {m.stageMinutes[stage][p] === null
                        ? '–'
                        : t('staffDashboard.minutes', { count: m.stageMinutes[stage][p] ?? 0 })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="reasons" className={card}>
          <h2 id="reasons" className="font-semibold">
            {t('staffDashboard.reasons')}
          </h2>
          {m.cancellationsByReason.length === 0 ? (
            <p>{t('staffDashboard.noCancellations')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {m.cancellationsByReason.map((r) => (
                <li key={r.reason} className="flex justify-between gap-2">
                  <span className="break-words">{r.reason}</span>
                  <span className="font-semibold">{f.number(r.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="slowest" className={card}>
          <h2 id="slowest" className="font-semibold">
            {t('staffDashboard.slowest')}
          </h2>
          {m.slowestOpen.length === 0 ? (
            <p>{t('staffDashboard.noneOpen')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {m.slowestOpen.map((o) => (
                <li key={o._id}>
                  <Link className="font-semibold text-brand-800 underline" to={`/admin/orders/${o._id}`}>
                    #{o.orderNumber}
                  </Link>{' '}
                  {t('staffDashboard.openFor', {
                    status: tDomain(statusLabel(o.status)),
                    shop: o.shopName,
                    minutes: o.minutes,
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
