import { bookableDays, type DeliverySlot, formatShopTime, indiaClock } from '@jhola/domain';
import { memo, useState } from 'react';
import { ChoiceRadio } from '../../../components/ui/choice-radio';
import { useDomainT } from '../../../lib/domain-text';
import { useSlots } from '../api/get-slots';
import { useCheckoutT } from '../i18n';

/** "8:00 AM–9:00 AM" in India's time, in the language on screen. */
export function useSlotLabel() {
  const tDomain = useDomainT();
  return (slot: { start: string; end: string }) =>
    `${formatShopTime(indiaClock(slot.start), tDomain)}–${formatShopTime(indiaClock(slot.end), tDomain)}`;
}

/**
 * Issue 45: "As soon as possible (about N min)" or a one-hour slot today or tomorrow. A full slot says
 * why ("Full: 12 of 12 orders") and the next free one is offered; slots nobody is planned for are left out.
 * Memoised: the checkout re-renders on every keystroke of the address, which changes nothing here.
 */
export const DeliveryTimeChoice = memo(function DeliveryTimeChoice({
  shopId,
  place,
  value,
  onChange,
}: {
  shopId: string;
  place: { lat: number; lng: number } | null;
  value: string | null;
  onChange(slot: string | null): void;
}) {
  const t = useCheckoutT();
  const label = useSlotLabel();
  const days = bookableDays(new Date());
  const [day, setDay] = useState(days[0]!);
  const slots = useSlots(shopId, day, place);
  const asap = slots.data?.asapMinutes;
  const offered = (slots.data?.slots ?? []).filter((s) => s.capacity > 0);
  const next = slots.data?.nextFree ?? null;
  const dayName = (d: string) => (d === days[0] ? t('checkout.slotToday') : t('checkout.slotTomorrow'));
  const pick = (slot: DeliverySlot) => onChange(slot.start);
  return (
    <fieldset
      className="rounded-xl border border-stone-200 bg-white p-4"
      aria-busy={slots.isPending || undefined}
    >
      <legend className="sr-only">{t('checkout.whenTitle')}</legend>
      <p aria-hidden="true" className="text-lg font-bold">
        {t('checkout.whenTitle')}
      </p>
      <div className="mt-2 grid gap-1">
        <ChoiceRadio
          boxed
          name="delivery-time"
          value="asap"
          checked={value === null}
          onChange={() => onChange(null)}
          title={asap ? t('checkout.asapAbout', { minutes: asap }) : t('checkout.asap')}
          help={t('checkout.asapHelp')}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {days.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={day === d}
            aria-label={`${t('checkout.slotDay')}: ${dayName(d)}`}
            onClick={() => setDay(d)}
            className="min-h-11 rounded-full border border-stone-300 px-4 font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
          >
            {dayName(d)}
          </button>
        ))}
      </div>
      {slots.isError ? <p className="mt-2 text-sm text-red-800">{t('checkout.slotsFailed')}</p> : null}
      {slots.isSuccess && offered.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t('checkout.noSlots', { day: dayName(day) })}</p>
      ) : null}
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {offered.map((slot) => {
          const full = slot.available === 0;
          return (
            <li key={slot.start}>
              <label
                className={`flex min-h-11 items-start gap-2 rounded-lg border border-stone-200 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${full ? 'text-stone-600' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name="delivery-time"
                  value={slot.start}
                  checked={value === slot.start}
                  disabled={full}
                  onChange={() => pick(slot)}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-medium">{label(slot)}</span>
                  <span className="block text-sm">
                    {full
                      ? t('checkout.slotFull', { booked: slot.booked, capacity: slot.capacity })
                      : t('checkout.slotPlaces', { count: slot.available })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {next && offered.some((s) => s.available === 0) && value !== next.start ? (
        <p className="mt-2 text-sm">
          {t('checkout.nextFree', { slot: label(next) })}{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => onChange(next.start)}
          >
            {t('checkout.chooseNextFree')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
});
