import { useEscape } from '@jhola/ui';
import { useId, useState } from 'react';
import { useDeliveryPlace } from '../../../lib/place-store';
import { useLocationT } from '../i18n';
import { PlacePicker } from './place-picker';

/**
 * "Delivering to" at the top of home and the shop pages: one line that opens the place picker below it.
 * The picker opens by itself the first time, when no place has been chosen yet.
 */
export function DeliveryBar({ openWhenUnset = false }: { openWhenUnset?: boolean }) {
  const place = useDeliveryPlace();
  const [open, setOpen] = useState(openWhenUnset && !place);
  const pickerId = useId();
  const t = useLocationT();

  useEscape(open, () => setOpen(false));

  return (
    <section aria-label={t('location.region')} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl items-center px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-10 w-full min-w-0 items-center gap-1.5 text-left text-sm"
          data-testid="delivery-bar"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 shrink-0 text-brand-700"
            fill="currentColor"
          >
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <span className="shrink-0 text-stone-700">{t('location.deliveringTo')}</span>
          <span className="min-w-0 truncate font-semibold text-stone-900">
            {/* The phone's position has no name of its own: it is named in the language on screen. */}
            {place
              ? place.source === 'device'
                ? t('location.currentLocation')
                : place.label
              : t('location.choose')}
          </span>
          <span aria-hidden="true" className="ml-auto shrink-0 pl-1 text-brand-800">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </div>
      {open ? <PlacePicker id={pickerId} onDone={() => setOpen(false)} /> : null}
    </section>
  );
}
