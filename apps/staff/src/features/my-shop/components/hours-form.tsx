import { type DayHours, type OperatingHours, type OwnerShop, WEEKDAYS } from '@jhola/domain';
import { Button, showToast, useFormat } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useSetShopHours } from '../api/set-shop-hours';
import { useMyShopT } from '../i18n';

const OPEN_DAY: DayHours = { open: '09:00', close: '21:00', closed: false };
const INPUT = 'h-11 rounded-lg border border-stone-300 bg-white px-2';

/** The weekly hours, a day a row, and the holidays (India dates) the shop is shut whatever its hours. */
export function HoursForm({ shop }: { shop: OwnerShop }) {
  const t = useMyShopT();
  const tDomain = useDomainT();
  const f = useFormat();
  const holidayId = useId();
  const save = useSetShopHours();
  const [hours, setHours] = useState<OperatingHours>(
    () => shop.operatingHours ?? Object.fromEntries(WEEKDAYS.map((day) => [day, OPEN_DAY])),
  );
  const [holidays, setHolidays] = useState<string[]>(shop.holidays);
  const [holiday, setHoliday] = useState('');
  const setDay = (day: (typeof WEEKDAYS)[number], change: Partial<DayHours>) =>
    setHours((all) => ({ ...all, [day]: { ...(all[day] ?? OPEN_DAY), ...change } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { shopId: shop._id, operatingHours: hours, holidays },
      {
        onSuccess: () => showToast(t('staffMyShop.hoursSaved'), 'success'),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('staffMyShop.weeklyHours')}</legend>
        {WEEKDAYS.map((day) => {
          const entry = hours[day] ?? OPEN_DAY;
          const name = tDomain(day.charAt(0).toUpperCase() + day.slice(1));
          return (
            <div key={day} className="flex flex-wrap items-center gap-2">
              <span className="w-20 font-medium">{name}</span>
              <label className="flex min-h-11 items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={entry.closed}
                  onChange={(e) => setDay(day, { closed: e.target.checked })}
                />
                {t('staffMyShop.closedDay')}
              </label>
              <input
                aria-label={t('staffMyShop.opensOn', { day: name })}
                type="time"
                className={INPUT}
                disabled={entry.closed}
                value={entry.open}
                onChange={(e) => setDay(day, { open: e.target.value })}
              />
              <input
                aria-label={t('staffMyShop.closesOn', { day: name })}
                type="time"
                className={INPUT}
                disabled={entry.closed}
                value={entry.close}
                onChange={(e) => setDay(day, { close: e.target.value })}
              />
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={holidayId} className="font-semibold">
          {t('staffMyShop.holidays')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={holidayId}
            type="date"
            className={INPUT}
            value={holiday}
            onChange={(e) => setHoliday(e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!holiday}
            onClick={() => {
              setHolidays((list) => [...new Set([...list, holiday])].sort());
              setHoliday('');
            }}
          >
            {t('staffMyShop.addHoliday')}
          </Button>
        </div>
        <ul className="flex flex-col gap-1">
          {holidays.map((day) => (
            <li key={day} className="flex items-center justify-between gap-2">
              {f.date(day)}
              <Button
                type="button"
                variant="ghost"
                aria-label={t('staffMyShop.removeHolidayOf', { date: f.date(day) })}
                onClick={() => setHolidays((list) => list.filter((d) => d !== day))}
              >
                {t('staffMyShop.removeHoliday')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" busy={save.isPending}>
        {t('staffMyShop.saveHours')}
      </Button>
    </form>
  );
}
