import { useCheckoutT } from '../i18n';
import { ADDRESS_LABELS, type AddressLabel, addressLabelKey } from '../lib/address-values';

interface Props {
  save: boolean;
  onSave(save: boolean): void;
  label: AddressLabel;
  onLabel(label: AddressLabel): void;
}

/** "Save this address" on request: it is kept on the account once the order is placed. */
export function SaveAddressOption({ save, onSave, label, onLabel }: Props) {
  const t = useCheckoutT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-4">
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={save}
          onChange={(e) => onSave(e.target.checked)}
          className="size-5 accent-brand-700"
        />
        {t('checkout.saveAddress')}
      </label>
      {save ? (
        <label className="flex items-center gap-2 text-sm">
          {t('checkout.saveAs')}
          <select
            value={label}
            onChange={(e) => onLabel(e.target.value as AddressLabel)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2"
          >
            {ADDRESS_LABELS.map((l) => (
              <option key={l} value={l}>
                {t(addressLabelKey(l))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
