import { Button, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useAdminShifts, useManualClaiming } from '../api/shifts';
import { useShiftsT } from '../i18n';

/** Who is on duty (where, since when, how loaded), the manual-claiming switch, and planned shifts. */
export function AdminShifts() {
  const t = useShiftsT();
  const f = useFormat();
  const shifts = useAdminShifts();
  const manual = useManualClaiming();
  if (shifts.isPending) return <LoadingState label={t('staffShifts.loadingDuty')} />;
  if (shifts.isError)
    return <ErrorState message={errorMessage(shifts.error)} onRetry={() => void shifts.refetch()} />;
  const { onDuty, planned, manualClaiming } = shifts.data;
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold">{t('staffShifts.manualTitle')}</h2>
        <p className="text-sm text-stone-700">
          {manualClaiming ? t('staffShifts.manualOn') : t('staffShifts.manualOff')}
        </p>
        <Button
          variant="secondary"
          busy={manual.isPending}
          busyLabel={t('staffShifts.saving')}
          onClick={() =>
            manual.mutate(!manualClaiming, { onError: (e) => showToast(errorMessage(e), 'error') })
          }
        >
          {manualClaiming ? t('staffShifts.manualSwitchOff') : t('staffShifts.manualSwitchOn')}
        </Button>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('staffShifts.onDutyTitle', { count: onDuty.length })}</h2>
        {onDuty.length === 0 ? (
          <EmptyState title={t('staffShifts.nobodyOnDuty')}>
            <p>{t('staffShifts.nobodyOnDutyHint')}</p>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {onDuty.map((p) => (
              <li key={p.userId} className="rounded-xl bg-white p-3 shadow-sm break-words">
                <p className="font-semibold">
                  {p.name} · {p.role === 'shopper' ? t('staffShifts.shopper') : t('staffShifts.rider')}
                </p>
                <p className="text-sm text-stone-700">
                  {t('staffShifts.dutyLine', {
                    where: p.shop?.name ?? p.area ?? t('staffShifts.anywhere'),
                    time: f.time(p.since),
                    orders: p.activeOrders,
                    offers: p.openOffers,
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('staffShifts.plannedTitle')}</h2>
        {planned.length === 0 ? (
          <p className="text-stone-700">{t('staffShifts.nonePlanned')}</p>
        ) : (
          <ul className="flex flex-col gap-1 rounded-xl bg-white p-3 text-sm shadow-sm">
            {planned.map((s) => (
              <li key={s._id} className="break-words">
                {s.name}:{' '}
                {t('staffShifts.plannedLine', {
                  day: f.date(s.start, { weekday: 'short', day: 'numeric', month: 'short' }),
                  from: f.time(s.start),
                  to: f.time(s.end ?? s.start),
                  where: s.shop?.name ?? t('staffShifts.anywhere'),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
