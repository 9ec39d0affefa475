import { COUNTRY_CODES } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import type { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutT } from '../i18n';

type Form = ReturnType<typeof useCheckoutForm>;

/** PRODUCT.md §5: contact name (2+ characters) and a real 10-digit phone, with its country code (+91 by default). */
export function ContactFields({ form }: { form: Form }) {
  const t = useCheckoutT();
  const { values, set, touch, fieldError } = form;
  const phoneError = fieldError('contactPhone');
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{t('checkout.contactLegend')}</legend>
      <TextField
        id="contactName"
        label={
          <>
            {t('checkout.contactName')}
            <span aria-hidden="true"> *</span>
          </>
        }
        autoComplete="name"
        required
        value={values.contactName}
        error={fieldError('contactName')}
        announceError
        onChange={(e) => set('contactName', e.target.value)}
        onBlur={() => touch('contactName')}
      />
      <div>
        <span id="phone-label" className="block text-sm font-medium">
          {t('checkout.contactPhone')}
          <span aria-hidden="true"> *</span>
        </span>
        <div className="mt-1 flex gap-2">
          <label htmlFor="countryCode" className="sr-only">
            {t('checkout.countryCode')}
          </label>
          <select
            id="countryCode"
            value={values.countryCode}
            onChange={(e) => set('countryCode', e.target.value)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-2"
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id="contactPhone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            aria-labelledby="phone-label"
            aria-invalid={Boolean(phoneError) || undefined}
            aria-describedby={`contactPhone-hint${phoneError ? ' contactPhone-error' : ''}`}
            value={values.contactPhone}
            onChange={(e) => set('contactPhone', e.target.value)}
            onBlur={() => touch('contactPhone')}
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 aria-invalid:border-red-600"
          />
        </div>
        <p id="contactPhone-hint" className="mt-1 text-xs text-stone-600">
          {t('checkout.phoneHint')}
        </p>
        {phoneError ? (
          <p id="contactPhone-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
            {phoneError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
