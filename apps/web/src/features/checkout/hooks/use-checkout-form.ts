import {
  CHECKOUT_MESSAGES,
  canonicalState,
  checkoutErrors,
  DEFAULT_COUNTRY_CODE,
  isCountryCode,
  phoneFieldValue,
  prefillablePhone,
} from '@jhola/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { useDomainT } from '../../../lib/domain-text';
import { usePlaceStore } from '../../../lib/place-store';
import {
  readCheckoutAddress,
  readCheckoutDraft,
  type SavedCheckoutAddress,
  writeCheckoutDraft,
} from '../lib/checkout-address-storage';

export type CheckoutField = keyof SavedCheckoutAddress;
export type CheckoutValues = SavedCheckoutAddress;

/** An unfinished form of this tab first, then the last address used, then the profile. */
function initialValues(profile: { name?: string; phone?: string } | null): CheckoutValues {
  const draft = readCheckoutDraft();
  const saved = Object.keys(draft).length > 0 ? draft : readCheckoutAddress();
  // Where the customer said they want delivery (the "Delivering to" bar) fills what is not known yet.
  const place = usePlaceStore.getState().place;
  const where = saved.city ? saved : { city: place?.city, state: place?.state, zipCode: place?.pin ?? '' };
  const savedCode =
    saved.countryCode && isCountryCode(saved.countryCode) ? saved.countryCode : DEFAULT_COUNTRY_CODE;
  return {
    street: saved.street ?? '',
    area: saved.area ?? '',
    landmark: saved.landmark ?? '',
    city: where.city ?? '',
    state: canonicalState(where.state ?? '') ?? '',
    zipCode: (where.zipCode ?? '').replace(/\D/g, '').slice(0, 6),
    instructions: saved.instructions ?? '',
    contactName: saved.contactName || profile?.name || '',
    // PRODUCT.md §5: a phone is prefilled only when it is valid and not one of the fake numbers.
    contactPhone: prefillablePhone(saved.contactPhone) || prefillablePhone(profile?.phone),
    countryCode: savedCode,
  };
}

const ADDRESS_REQUIRED: CheckoutField[] = ['street', 'city', 'state'];

/** The checkout form: values, which fields were visited, and the PRODUCT.md §5 messages from the domain rules. */
export function useCheckoutForm() {
  const user = useAuthStore((s) => s.user);
  // The domain's rules answer in English; the customer reads them in their language.
  const tDomain = useDomainT();
  const [values, setValues] = useState<CheckoutValues>(() => initialValues(user));
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  /** The customer has typed or chosen something in this visit (or came back to a draft). */
  const [dirty, setDirty] = useState(() => Object.keys(readCheckoutDraft()).length > 0);

  useEffect(() => {
    if (dirty) writeCheckoutDraft(values);
  }, [dirty, values]);

  const errors = useMemo(() => checkoutErrors(values), [values]);
  const fieldError = (field: CheckoutField): string | null => {
    if (!touched[field]) return null;
    const error = errors.find((e) => e.field === field && e.message !== CHECKOUT_MESSAGES.addressRequired);
    return error ? tDomain(error.message) : null;
  };
  /** One alert for the three required address fields, once any of them was visited and left empty. */
  const addressAlert = ADDRESS_REQUIRED.some(
    (field) =>
      touched[field] &&
      errors.some((e) => e.field === field && e.message === CHECKOUT_MESSAGES.addressRequired),
  )
    ? tDomain(CHECKOUT_MESSAGES.addressRequired)
    : null;
  const isMissing = (field: CheckoutField) =>
    Boolean(touched[field]) &&
    errors.some((e) => e.field === field && e.message === CHECKOUT_MESSAGES.addressRequired);

  const set = (field: CheckoutField, raw: string) => {
    let value = raw;
    if (field === 'contactPhone') value = phoneFieldValue(raw);
    if (field === 'zipCode') value = raw.replace(/\D/g, '').slice(0, 6);
    setValues((v) => ({ ...v, [field]: value }));
    setDirty(true);
  };
  /** Fills the address from a saved one; `byCustomer` false when it is the default chosen for them. */
  const fill = (next: Partial<CheckoutValues>, byCustomer = true) => {
    setValues((v) => ({
      ...v,
      ...next,
      state: canonicalState(next.state ?? v.state) ?? '',
      contactPhone: prefillablePhone(next.contactPhone) || v.contactPhone,
      contactName: next.contactName || v.contactName,
    }));
    if (byCustomer) setDirty(true);
  };
  const touch = (field: CheckoutField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));

  return {
    values,
    set,
    fill,
    dirty,
    touch,
    errors,
    fieldError,
    addressAlert,
    isMissing,
    valid: errors.length === 0,
    user,
  };
}
