import { type OperatingHours, WEEKDAYS, type Weekday } from '@jhola/domain';
import { useAdminCatalogueT } from '../i18n';

const DEFAULT_DAY = { open: '08:00', close: '21:00', closed: false };

/** Opening and closing time for each weekday, or closed that day. */
export function HoursEditor({
  hours,
  onChange,
}: {
  hours: OperatingHours;
  onChange: (h: OperatingHours) => void;
}) {
  const t = useAdminCatalogueT();
  const dayName = (day: Weekday) => t(`staffAdminCatalogue.${day}`);
  const set = (day: Weekday, change: Partial<typeof DEFAULT_DAY>) =>
    onChange({ ...hours, [day]: { ...DEFAULT_DAY, ...hours[day], ...change } });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('staffAdminCatalogue.hours')}</legend>
      {WEEKDAYS.map((day) => {
        const value = { ...DEFAULT_DAY, ...hours[day] };
        return (
          <div key={day} className="flex flex-wrap items-center gap-2">
            <span className="w-24 capitalize">{dayName(day)}</span>
            <input
              type="time"
              aria-label={t('staffAdminCatalogue.opens', { day: dayName(day) })}
              value={value.open}
              disabled={value.closed}
              onChange={(e) => set(day, { open: e.target.value })}
              className="min-h-11 rounded-lg border border-stone-400 px-2"
            />
            <input
              type="time"
              aria-label={t('staffAdminCatalogue.closes', { day: dayName(day) })}
              value={value.close}
              disabled={value.closed}
              onChange={(e) => set(day, { close: e.target.value })}
              className="min-h-11 rounded-lg border border-stone-400 px-2"
            />
            <label className="flex min-h-11 items-center gap-1">
              <input
                type="checkbox"
                checked={value.closed}
                onChange={(e) => set(day, { closed: e.target.checked })}
              />
              {t('staffAdminCatalogue.closed')}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
