import type { DeliveryPlace } from '../../../lib/place-store';
import { addressLabelName, addressLine, useSavedAddresses } from '../../../lib/saved-addresses';
import { useLocationT } from '../i18n';
import { placeFromAddress } from '../lib/place-from-address';

interface Props {
  onChoose(place: DeliveryPlace): void;
  /** An address saved without coordinates is placed by its PIN (or city), like the server does. */
  onLookup(q: string, addressId: string): void;
}

/** The customer's saved addresses as one-tap choices (nothing is shown when there are none). */
export function SavedAddressChoices({ onChoose, onLookup }: Props) {
  const { data: addresses } = useSavedAddresses();
  const t = useLocationT();
  if (!addresses?.length) return null;
  return (
    <ul aria-label={t('location.savedAddresses')} className="space-y-1 pt-1">
      {addresses.map((address) => (
        <li key={address._id}>
          <button
            type="button"
            onClick={() => {
              const place = placeFromAddress(address);
              if (place) onChoose(place);
              else onLookup(address.zipCode || address.city, address._id);
            }}
            className="flex min-h-11 w-full min-w-0 flex-col rounded-lg border border-stone-200 bg-white px-3 py-1.5 text-left hover:border-brand-600"
          >
            <span className="text-sm font-semibold">
              {addressLabelName(address.label)}
              {address.isDefault ? (
                <span className="font-normal text-stone-600"> · {t('location.default')}</span>
              ) : null}
            </span>
            <span className="truncate text-xs text-stone-700">{addressLine(address)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
