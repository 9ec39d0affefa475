import { type CountryCode, formatContactPhone, parseContactPhone } from '@jhola/domain';
import type { SavedAddress } from '../../../lib/saved-addresses';
import type { CheckoutValues } from '../hooks/use-checkout-form';

export type AddressLabel = SavedAddress['label'];
export const ADDRESS_LABELS: AddressLabel[] = ['Home', 'Work', 'Other'];

/** The catalogue key of a label: the stored label stays English, the customer reads it in their language. */
export const addressLabelKey = (label: AddressLabel) =>
  label === 'Work' ? 'checkout.labelWork' : label === 'Other' ? 'checkout.labelOther' : 'checkout.labelHome';

/** A saved address as checkout form values (the phone split into its country code and digits). */
export function valuesFromSavedAddress(address: SavedAddress): Partial<CheckoutValues> {
  const phone = parseContactPhone(address.contactPhone ?? '');
  return {
    street: address.street,
    area: address.area ?? '',
    landmark: address.landmark ?? '',
    city: address.city,
    state: address.state,
    zipCode: (address.zipCode ?? '').replace(/\D/g, '').slice(0, 6),
    instructions: address.instructions ?? '',
    contactName: address.contactName ?? '',
    ...(phone ? { contactPhone: phone.digits, countryCode: phone.countryCode } : {}),
  };
}

/** The typed address and contact, trimmed: the same in a saved address and in an order's delivery address. */
export function typedAddress(values: CheckoutValues) {
  return {
    street: values.street.trim(),
    area: values.area.trim(),
    landmark: values.landmark.trim(),
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode.trim(),
    instructions: values.instructions.trim(),
    contactName: values.contactName.trim(),
    contactPhone: formatContactPhone(values.countryCode as CountryCode, values.contactPhone),
  };
}

/** The POST /api/me/addresses body for the address typed at checkout. */
export function savedAddressBody(
  values: CheckoutValues,
  label: AddressLabel,
  coordinates: { lat: number; lng: number } | null,
  isDefault: boolean,
) {
  return { label, isDefault, ...typedAddress(values), coordinates };
}
