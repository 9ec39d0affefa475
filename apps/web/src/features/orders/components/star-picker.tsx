import { useId } from 'react';
import { useOrdersT } from '../i18n';

/** 1 to 5 stars as a radio group: arrow keys move, each star is a labelled radio (no mouse needed). */
export function StarPicker({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: number;
  onChange: (stars: number) => void;
}) {
  const name = useId();
  const t = useOrdersT();
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('orders.rating.star', { stars })}</span>
            <span
              aria-hidden="true"
              className={`grid size-11 place-items-center rounded-lg text-3xl leading-none peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 ${stars <= value ? 'text-amber-500' : 'text-stone-300'}`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
