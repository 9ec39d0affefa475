import type { FieldError } from '../common/envelope.js';
import { asciiDigits, PHONE_MESSAGES, readIndianMobile } from '../common/phone.js';

/** PRODUCT.md §5 Checkout and PRODUCT.md §8 Checkout messages. */
export const CHECKOUT_MESSAGES = {
  addressRequired: 'Please fill in all required address fields (Street, City, State)',
  stateUnknown: 'Choose a state or union territory of India',
  pinInvalid: 'PIN code must be 6 digits',
  pinLeadingZero: 'PIN code cannot start with 0',
  contactNameRequired: 'Contact name is required',
  contactNameShort: 'Contact name must be at least 2 characters',
  contactPhoneRequired: 'Contact phone is required',
  contactPhoneInvalid: PHONE_MESSAGES.invalid,
  contactPhoneFake: PHONE_MESSAGES.fake,
  countryCodeInvalid: 'Choose a supported country code',
} as const;

/** PRODUCT.md §5 country-code choices; +91 is the default. */
export const COUNTRY_CODES = ['+91', '+1', '+44', '+61', '+971', '+65'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+91';

/** Numbers people type to get past a form; PRODUCT.md §5 rejects them. */
export const FAKE_PHONE_NUMBERS = ['0000000000', '1111111111', '1234567890'] as const;

/** India's 28 states and 8 union territories (the address is India only). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The listed spelling of a state typed in any case, or null when it is not one of India's. */
export function canonicalState(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return INDIAN_STATES.find((s) => s.toLowerCase() === wanted) ?? null;
}

export const isFakePhone = (digits: string): boolean =>
  (FAKE_PHONE_NUMBERS as readonly string[]).includes(digits);

/**
 * The message for a contact phone, or null when it is acceptable. For India (the default) the one reader
 * of Indian mobiles decides (issue 28: +91, 0, spaces and Devanagari digits read, never cut); other
 * country codes keep the 10-digit rule of PRODUCT.md §5.
 */
export function contactPhoneError(digits: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  if (digits.trim() === '') return CHECKOUT_MESSAGES.contactPhoneRequired;
  if (countryCode === DEFAULT_COUNTRY_CODE) {
    const reading = readIndianMobile(digits);
    return reading.ok
      ? null
      : reading.message === PHONE_MESSAGES.required
        ? CHECKOUT_MESSAGES.contactPhoneRequired
        : reading.message;
  }
  if (!/^\d{10}$/.test(digits)) return CHECKOUT_MESSAGES.contactPhoneInvalid;
  if (isFakePhone(digits)) return CHECKOUT_MESSAGES.contactPhoneFake;
  return null;
}

/** PRODUCT.md §5: the profile phone prefills the form only when it would pass. */
export function prefillablePhone(phone: string | null | undefined): string {
  const reading = readIndianMobile(phone ?? '');
  return reading.ok ? reading.digits : '';
}

export const isCountryCode = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value);

/** The phone as sent with the order: "+91 9876543210". */
export const formatContactPhone = (countryCode: CountryCode, digits: string): string =>
  `${countryCode} ${digits}`;

/**
 * Reads a sent contact phone: "+91 98765 43210", "+919876543210" or a bare "9876543210" (taken as +91).
 * The longest matching country code wins (+971 before +9...). Null when it cannot be read.
 */
export function parseContactPhone(value: string): { countryCode: CountryCode; digits: string } | null {
  const compact = asciiDigits(value).replace(/[\s\-().]/g, '');
  if (/^\d+$/.test(compact)) {
    const reading = readIndianMobile(compact);
    return { countryCode: DEFAULT_COUNTRY_CODE, digits: reading.ok ? reading.digits : compact };
  }
  if (!compact.startsWith('+')) return null;
  const code = [...COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => compact.startsWith(c));
  if (!code) return null;
  const rest = compact.slice(code.length);
  if (!/^\d+$/.test(rest)) return null;
  const reading = code === DEFAULT_COUNTRY_CODE ? readIndianMobile(rest) : null;
  return { countryCode: code, digits: reading?.ok ? reading.digits : rest };
}

export interface CheckoutAddressInput {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface CheckoutContactInput {
  contactName?: string | null;
  /** The 10 national digits (the form keeps the country code apart). */
  contactPhone?: string | null;
  countryCode?: string | null;
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Address rules of PRODUCT.md §5: street, city and state required, state from the list, PIN of 6 digits (not 0…) when given. */
export function checkoutAddressErrors(address: CheckoutAddressInput): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['street', 'city', 'state'] as const) {
    if (blank(address[field])) errors.push({ field, message: CHECKOUT_MESSAGES.addressRequired });
  }
  if (!blank(address.state) && canonicalState(address.state ?? '') === null) {
    errors.push({ field: 'state', message: CHECKOUT_MESSAGES.stateUnknown });
  }
  const pin = (address.zipCode ?? '').trim();
  if (pin !== '' && !/^\d{6}$/.test(pin)) {
    errors.push({ field: 'zipCode', message: CHECKOUT_MESSAGES.pinInvalid });
  } else if (pin.startsWith('0')) {
    errors.push({ field: 'zipCode', message: CHECKOUT_MESSAGES.pinLeadingZero });
  }
  return errors;
}

/** Contact rules of PRODUCT.md §5: name of 2+ characters, a real 10-digit phone, a supported country code. */
export function checkoutContactErrors(contact: CheckoutContactInput): FieldError[] {
  const errors: FieldError[] = [];
  const name = (contact.contactName ?? '').trim();
  if (name === '') errors.push({ field: 'contactName', message: CHECKOUT_MESSAGES.contactNameRequired });
  else if (name.length < 2)
    errors.push({ field: 'contactName', message: CHECKOUT_MESSAGES.contactNameShort });
  const phoneError = contactPhoneError(
    contact.contactPhone ?? '',
    contact.countryCode ?? DEFAULT_COUNTRY_CODE,
  );
  if (phoneError) errors.push({ field: 'contactPhone', message: phoneError });
  if (!isCountryCode(contact.countryCode ?? DEFAULT_COUNTRY_CODE)) {
    errors.push({ field: 'countryCode', message: CHECKOUT_MESSAGES.countryCodeInvalid });
  }
  return errors;
}

/** Every checkout rule at once; Confirm stays disabled while this is not empty. */
export const checkoutErrors = (input: CheckoutAddressInput & CheckoutContactInput): FieldError[] => [
  ...checkoutAddressErrors(input),
  ...checkoutContactErrors(input),
];
