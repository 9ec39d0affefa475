import { useFormat } from '@jhola/ui';
import { useMyShifts } from '../api/shifts';
import { useShiftsT } from '../i18n';

/** The shifts I planned from now on (nothing while there are none). */
export function MyPlannedShifts() {
  const t = useShiftsT();
  const f = useFormat();
  const planned = useMyShifts().data?.planned ?? [];
  if (planned.length === 0) return null;
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="font-semibold">{t('staffShifts.myPlanned')}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {planned.map((s) => (
          <li key={s._id} className="break-words">
            {t('staffShifts.plannedLine', {
              day: f.date(s.start, { weekday: 'short', day: 'numeric', month: 'short' }),
              from: f.time(s.start),
              to: f.time(s.end ?? s.start),
              where: s.shop?.name ?? t('staffShifts.anywhere'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
