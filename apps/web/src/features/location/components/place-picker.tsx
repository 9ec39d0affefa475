import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { type DeliveryPlace, usePlaceStore } from '../../../lib/place-store';
import { useLookupPlace } from '../api/lookup-place';
import { useLocationT } from '../i18n';
import { deviceLocation } from '../lib/device-location';
import { placeInputError } from '../lib/place-input';
import { SavedAddressChoices } from './saved-address-choices';

/** The three ways to say where: a saved address, the phone's location, or an area / PIN typed in. */
export function PlacePicker({ id, onDone }: { id: string; onDone(): void }) {
  const setPlace = usePlaceStore((s) => s.setPlace);
  const lookup = useLookupPlace();
  const t = useLocationT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const choose = (place: DeliveryPlace) => {
    setPlace(place);
    setError(null);
    onDone();
  };

  const findTyped = async (q: string, source: DeliveryPlace['source'] = 'typed', addressId?: string) => {
    try {
      const found = await lookup.mutateAsync(q);
      choose({ ...found, source, ...(addressId ? { addressId } : {}) });
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 404
          ? t('location.notFound', { place: q.trim() })
          : e instanceof Error
            ? e.message
            : t('location.lookupFailed'),
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = placeInputError(typed);
    if (problem) setError(problem);
    else void findTyped(typed);
  };

  const useDevice = async () => {
    setLocating(true);
    setError(null);
    try {
      const at = await deviceLocation();
      choose({
        label: t('location.currentLocation'),
        ...at,
        pin: null,
        city: '',
        state: '',
        source: 'device',
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('location.locateFailed'));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div id={id} className="mx-auto max-w-6xl space-y-3 px-4 pb-3">
      <SavedAddressChoices
        onChoose={choose}
        onLookup={(q, addressId) => findTyped(q, 'address', addressId)}
      />
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        busy={locating}
        busyLabel={t('location.findingYou')}
        onClick={useDevice}
      >
        {t('location.useCurrent')}
      </Button>
      <form onSubmit={onSubmit} className="flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          {t('location.inputLabel')}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('location.inputPlaceholder')}
          autoComplete="postal-code"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3"
        />
        <Button type="submit" busy={lookup.isPending} busyLabel={t('location.finding')}>
          {t('location.find')}
        </Button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
