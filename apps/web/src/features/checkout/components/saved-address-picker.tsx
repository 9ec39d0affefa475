import { addressLine, type SavedAddress } from '../../../lib/saved-addresses';
import { useCheckoutT } from '../i18n';
import { ADDRESS_LABELS, addressLabelKey } from '../lib/address-values';

interface Props {
  addresses: SavedAddress[];
  /** The saved address in the form, or 'new' for one typed in. */
  chosen: string | 'new' | null;
  onChoose(choice: SavedAddress | 'new'): void;
}

/** The customer's saved addresses, one tap each, and "A new address". */
export function SavedAddressPicker({ addresses, chosen, onChoose }: Props) {
  const t = useCheckoutT();
  if (addresses.length === 0) return null;
  const option =
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50';
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{t('checkout.deliverTo')}</legend>
      {addresses.map((address) => (
        <label key={address._id} className={option}>
          <input
            type="radio"
            name="saved-address"
            className="mt-1 size-4 shrink-0 accent-brand-700"
            checked={chosen === address._id}
            onChange={() => onChoose(address)}
          />
          <span className="min-w-0">
            <span className="block font-semibold">
              {ADDRESS_LABELS.includes(address.label) ? t(addressLabelKey(address.label)) : address.label}
              {address.isDefault ? (
                <span className="font-normal text-stone-600">{t('checkout.defaultAddress')}</span>
              ) : null}
            </span>
            <span className="block text-sm break-words text-stone-700">{addressLine(address)}</span>
          </span>
        </label>
      ))}
      <label className={option}>
        <input
          type="radio"
          name="saved-address"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          checked={chosen === 'new'}
          onChange={() => onChoose('new')}
        />
        <span className="font-semibold">{t('checkout.newAddress')}</span>
      </label>
    </fieldset>
  );
}
