import { INDIAN_STATES } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import type { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutT } from '../i18n';

type Form = ReturnType<typeof useCheckoutForm>;
const ADDRESS_ALERT_ID = 'address-required-alert';

/** An Indian delivery address: house or flat and street, area, landmark, city, state or UT, PIN, instructions. */
export function AddressFields({ form }: { form: Form }) {
  const t = useCheckoutT();
  const { values, set, touch, fieldError, addressAlert, isMissing } = form;
  const required = <span aria-hidden="true"> *</span>;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{t('checkout.addressLegend')}</legend>
      <p className="text-sm text-stone-600">{t('checkout.addressIntro')}</p>
      {addressAlert ? (
        <p
          id={ADDRESS_ALERT_ID}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {addressAlert}
        </p>
      ) : null}
      <TextField
        id="street"
        label={
          <>
            {t('checkout.street')}
            {required}
          </>
        }
        autoComplete="address-line1"
        required
        value={values.street}
        invalid={isMissing('street')}
        describedBy={isMissing('street') ? ADDRESS_ALERT_ID : undefined}
        onChange={(e) => set('street', e.target.value)}
        onBlur={() => touch('street')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="area"
          label={t('checkout.area')}
          autoComplete="address-line2"
          value={values.area}
          onChange={(e) => set('area', e.target.value)}
        />
        <TextField
          id="landmark"
          label={t('checkout.landmark')}
          value={values.landmark}
          onChange={(e) => set('landmark', e.target.value)}
        />
        <TextField
          id="city"
          label={
            <>
              {t('checkout.city')}
              {required}
            </>
          }
          autoComplete="address-level2"
          required
          value={values.city}
          invalid={isMissing('city')}
          describedBy={isMissing('city') ? ADDRESS_ALERT_ID : undefined}
          onChange={(e) => set('city', e.target.value)}
          onBlur={() => touch('city')}
        />
        <div>
          <label htmlFor="state" className="block text-sm font-medium">
            {t('checkout.state')}
            {required}
          </label>
          <select
            id="state"
            required
            autoComplete="address-level1"
            value={values.state}
            aria-invalid={isMissing('state') || Boolean(fieldError('state')) || undefined}
            aria-describedby={isMissing('state') ? ADDRESS_ALERT_ID : undefined}
            onChange={(e) => {
              set('state', e.target.value);
              touch('state');
            }}
            onBlur={() => touch('state')}
            className="mt-1 h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 aria-invalid:border-red-600"
          >
            <option value="">{t('checkout.chooseState')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="zipCode"
          label={t('checkout.pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={values.zipCode}
          error={fieldError('zipCode')}
          announceError
          onChange={(e) => set('zipCode', e.target.value)}
          onBlur={() => touch('zipCode')}
        />
      </div>
      <div>
        <label htmlFor="instructions" className="block text-sm font-medium">
          {t('checkout.instructions')}
        </label>
        <textarea
          id="instructions"
          rows={2}
          maxLength={500}
          value={values.instructions}
          onChange={(e) => set('instructions', e.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
    </fieldset>
  );
}
