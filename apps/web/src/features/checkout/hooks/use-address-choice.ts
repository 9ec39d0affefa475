import { useEffect, useState } from 'react';
import { usePlaceStore } from '../../../lib/place-store';
import { type SavedAddress, useSavedAddresses } from '../../../lib/saved-addresses';
import { type AddressLabel, valuesFromSavedAddress } from '../lib/address-values';
import type { CheckoutValues, useCheckoutForm } from './use-checkout-form';

type Form = ReturnType<typeof useCheckoutForm>;

/** The form still holds this saved address (the customer has not changed where it goes). */
const holds = (values: CheckoutValues, a: SavedAddress) =>
  values.street.trim() === a.street.trim() &&
  values.city.trim() === a.city.trim() &&
  values.zipCode === (a.zipCode ?? '').replace(/\D/g, '').slice(0, 6);

/**
 * Which saved address the checkout uses, or a new one (then "save this address" is offered).
 * A first visit starts from the address of the delivery place, else the default one; an unfinished
 * form of this tab (Back, reload) is kept as it was.
 */
export function useAddressChoice(form: Form) {
  const { data: addresses = [] } = useSavedAddresses();
  const placeAddressId = usePlaceStore((s) => s.place?.addressId);
  const [chosen, setChosen] = useState<string | 'new' | null>(null);
  const [save, setSave] = useState(false);
  const [label, setLabel] = useState<AddressLabel>('Home');
  const { values, dirty, fill } = form;

  // An unfinished form keeps what it holds: a saved address it still matches, else a new one. Derived
  // while rendering too, so the frame between the list's arrival and the effect below shows it chosen.
  const kept = dirty ? (addresses.find((a) => holds(values, a))?._id ?? 'new') : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: decides once, when the list first arrives
  useEffect(() => {
    if (chosen !== null || addresses.length === 0) return;
    if (kept !== null) {
      setChosen(kept);
      return;
    }
    const first = addresses.find((a) => a._id === placeAddressId) ?? addresses[0]!;
    setChosen(first._id);
    fill(valuesFromSavedAddress(first), false);
  }, [addresses, chosen]);

  // Editing a saved address into another place makes it a new address (which may then be saved).
  const chosenAddress = addresses.find((a) => a._id === chosen) ?? null;
  useEffect(() => {
    if (chosenAddress && !holds(values, chosenAddress)) setChosen('new');
  }, [chosenAddress, values]);

  return {
    addresses,
    chosen: addresses.length === 0 ? 'new' : (chosen ?? kept),
    /** Coordinates of the chosen saved address: no geocoding needed. */
    coordinates: chosenAddress?.coordinates ?? null,
    choose: (choice: SavedAddress | 'new') => {
      if (choice === 'new') {
        setChosen('new');
        fill({ street: '', area: '', landmark: '', zipCode: '', instructions: '' });
      } else {
        setChosen(choice._id);
        fill(valuesFromSavedAddress(choice));
      }
    },
    save,
    setSave,
    label,
    setLabel,
  };
}
