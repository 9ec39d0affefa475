import { useFormat } from '@jhola/ui';
import { useMyShifts } from '../api/shifts';
import { useShiftsT } from '../i18n';

const SHOWN = 5;

/** The shifts I planned from now on (nothing while there are none). */
export function MyPlannedShifts() {
  const t = useShiftsT();
  const f = useFormat();
  const planned = useMyShifts().data?.planned ?? [];
  if (planned.length === 0) return null;
  // The soonest few; a long plan (the demo shopper's, at every shop) would push the screen out of reach.
  const shown = planned.slice(0, SHOWN);
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="font-semibold">{t('staffShifts.myPlanned')}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {shown.map((s) => (
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
      {planned.length > SHOWN ? (
        <p className="mt-1 text-sm text-stone-700">
          {t('staffShifts.moreplanned', { count: planned.length - SHOWN })}
        </p>
      ) : null}
    </section>
  );
}
