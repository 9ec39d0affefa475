import { Dialog } from '@jhola/ui';
import { useState } from 'react';
import { addressLine, type SavedAddress } from '../../../lib/saved-addresses';
import type { CheckoutValues } from '../hooks/use-checkout-form';
import { useCheckoutT } from '../i18n';
import { ADDRESS_LABELS, addressLabelKey } from '../lib/address-values';
import { SavedAddressPicker } from './saved-address-picker';

interface Props {
  address: SavedAddress;
  addresses: SavedAddress[];
  values: CheckoutValues;
  onChoose(choice: SavedAddress | 'new'): void;
}

/**
 * Issue 31: a saved address (or the place chosen on home) as one card, with who takes the order;
 * "Change" opens a sheet of the saved addresses and "A new address", which opens the form.
 */
export function AddressCard({ address, addresses, values, onChoose }: Props) {
  const t = useCheckoutT();
  const [open, setOpen] = useState(false);
  const label = ADDRESS_LABELS.includes(address.label) ? t(addressLabelKey(address.label)) : address.label;
  return (
    <section
      aria-labelledby="address-card-title"
      data-testid="address-card"
      className="flex min-w-0 items-start gap-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <span aria-hidden="true" className="text-xl">
        📍
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="address-card-title" className="font-bold">
          {t('checkout.deliverToLabel', { label })}
        </h2>
        <p className="text-sm break-words text-stone-700">{addressLine(address)}</p>
        <p className="text-sm text-stone-700">
          {t('checkout.contactLine', { name: values.contactName, phone: values.contactPhone })}
        </p>
      </div>
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-lg px-2 font-semibold text-brand-800 underline"
        onClick={() => setOpen(true)}
      >
        {t('checkout.change')}
      </button>
      {open ? (
        <Dialog open title={t('checkout.deliverTo')} onClose={() => setOpen(false)}>
          <SavedAddressPicker
            addresses={addresses}
            chosen={address._id}
            onChoose={(choice) => {
              onChoose(choice);
              setOpen(false);
            }}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
