import { useWorkT } from '../i18n';

const MIN = 1;
const MAX = 999;

/** − n +: big targets for a thumb; the value is announced as it changes. */
export function QuantityStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useWorkT();
  const step = (by: number) => onChange(Math.min(MAX, Math.max(MIN, value + by)));
  const button =
    'grid size-11 place-items-center rounded-lg border border-stone-400 bg-white text-xl font-bold text-stone-900 disabled:text-stone-400';
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        className={button}
        aria-label={t('staffWork.fewer', { label })}
        disabled={value <= MIN}
        onClick={() => step(-1)}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('staffWork.more', { label })}
        disabled={value >= MAX}
        onClick={() => step(1)}
      >
        +
      </button>
    </fieldset>
  );
}
