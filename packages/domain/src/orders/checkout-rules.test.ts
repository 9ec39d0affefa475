import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  canonicalState,
  checkoutAddressErrors,
  checkoutContactErrors,
  checkoutErrors,
  contactPhoneError,
  DEFAULT_COUNTRY_CODE,
  INDIAN_STATES,
  CHECKOUT_MESSAGES as M,
  parseContactPhone,
  prefillablePhone,
} from './checkout-rules.js';
import { createOrderAddressSchema } from './requests.js';

const address = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '' };
const contact = { contactName: 'Asha', contactPhone: '9876543210', countryCode: '+91' };

describe('address rules', () => {
  it('accepts a complete Indian address without a PIN', () => {
    expect(checkoutAddressErrors(address)).toEqual([]);
  });

  it('requires street, city and state with the PRODUCT.md §5 alert', () => {
    const errors = checkoutAddressErrors({ street: ' ', city: '', state: null });
    expect(errors).toEqual([
      { field: 'street', message: M.addressRequired },
      { field: 'city', message: M.addressRequired },
      { field: 'state', message: M.addressRequired },
    ]);
    expect(M.addressRequired).toBe('Please fill in all required address fields (Street, City, State)');
  });

  it('checks a PIN code only when given, and then wants 6 digits', () => {
    expect(checkoutAddressErrors({ ...address, zipCode: '560001' })).toEqual([]);
    expect(checkoutAddressErrors({ ...address, zipCode: '5600' })).toEqual([
      { field: 'zipCode', message: M.pinInvalid },
    ]);
    expect(checkoutAddressErrors({ ...address, zipCode: '56000A' })).toHaveLength(1);
  });

  it("knows India's 28 states and 8 union territories, in any case", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(canonicalState('tamil nadu')).toBe('Tamil Nadu');
    expect(canonicalState('Ladakh')).toBe('Ladakh');
    expect(canonicalState('California')).toBeNull();
    expect(checkoutAddressErrors({ ...address, state: 'Bavaria' })).toEqual([
      { field: 'state', message: M.stateUnknown },
    ]);
  });
});

describe('contact rules', () => {
  it('accepts a name of 2+ characters and a real 10-digit phone', () => {
    expect(checkoutContactErrors(contact)).toEqual([]);
  });

  it('requires a contact name of at least 2 characters', () => {
    expect(checkoutContactErrors({ ...contact, contactName: '' })[0]?.message).toBe(M.contactNameRequired);
    expect(checkoutContactErrors({ ...contact, contactName: ' A ' })[0]?.message).toBe(M.contactNameShort);
  });

  it('requires exactly 10 digits and rejects the fake numbers', () => {
    const phoneMessage = (contactPhone: string) =>
      checkoutContactErrors({ ...contact, contactPhone }).find((e) => e.field === 'contactPhone')?.message;
    expect(phoneMessage('')).toBe(M.contactPhoneRequired);
    expect(phoneMessage('98765')).toBe(M.contactPhoneInvalid);
    expect(phoneMessage('98765432101')).toBe(M.contactPhoneInvalid);
    for (const fake of ['9999999999', '7777777777', '6666666666'])
      expect(phoneMessage(fake)).toBe(M.contactPhoneFake);
  });

  it('offers the six country codes with +91 by default and refuses others', () => {
    expect(COUNTRY_CODES).toEqual(['+91', '+1', '+44', '+61', '+971', '+65']);
    expect(DEFAULT_COUNTRY_CODE).toBe('+91');
    expect(checkoutContactErrors({ ...contact, countryCode: '+49' })).toEqual([
      { field: 'countryCode', message: M.countryCodeInvalid },
    ]);
    expect(checkoutContactErrors({ ...contact, countryCode: undefined })).toEqual([]);
  });

  it('reads a contact phone as an Indian mobile for +91, never cutting it (issue 28)', () => {
    expect(contactPhoneError('+91 98765 43210')).toBeNull();
    expect(contactPhoneError('09876543210')).toBeNull();
    expect(contactPhoneError('5555555555')).toBe(M.contactPhoneInvalid);
    expect(contactPhoneError('9999999999')).toBe(M.contactPhoneFake);
    expect(contactPhoneError('', '+44')).toBe(M.contactPhoneRequired);
    expect(contactPhoneError('2071234567', '+44')).toBeNull();
    expect(parseContactPhone('+91 098765 43210')).toEqual({ countryCode: '+91', digits: '9876543210' });
    expect(parseContactPhone('०९८७६५४३२१०')).toEqual({ countryCode: '+91', digits: '9876543210' });
    expect(prefillablePhone('+91 98765 43210')).toBe('9876543210');
  });

  it('prefills the profile phone only when it is valid and not fake', () => {
    expect(prefillablePhone('9876543210')).toBe('9876543210');
    expect(prefillablePhone('1234567890')).toBe('');
    expect(prefillablePhone('+91 98765')).toBe('');
    expect(prefillablePhone(undefined)).toBe('');
  });

  it('checkoutErrors combines both sets (Confirm stays disabled while any remain)', () => {
    expect(checkoutErrors({ ...address, ...contact })).toEqual([]);
    expect(checkoutErrors({ ...address, street: '', ...contact, contactPhone: '1111111111' })).toHaveLength(
      2,
    );
  });
});

describe('parseContactPhone', () => {
  it('reads the sent phone with or without its country code', () => {
    expect(parseContactPhone('+91 98765 43210')).toEqual({ countryCode: '+91', digits: '9876543210' });
    expect(parseContactPhone('+9719876543210')).toEqual({ countryCode: '+971', digits: '9876543210' });
    expect(parseContactPhone('+1-987-654-3210')).toEqual({ countryCode: '+1', digits: '9876543210' });
    expect(parseContactPhone('9876543210')).toEqual({ countryCode: '+91', digits: '9876543210' });
    expect(parseContactPhone('+49 9876543210')).toBeNull();
    expect(parseContactPhone('phone me')).toBeNull();
  });
});

describe('createOrderAddressSchema (the server side of the same rules)', () => {
  const valid = { ...address, contactName: 'Asha', contactPhone: '+91 9876543210' };

  it('normalises the state spelling and the phone', () => {
    const parsed = createOrderAddressSchema.parse({
      ...valid,
      state: 'karnataka',
      contactPhone: '+919876543210',
    });
    expect(parsed.state).toBe('Karnataka');
    expect(parsed.contactPhone).toBe('+91 9876543210');
  });

  it('answers each broken rule with its PRODUCT.md §5 message', () => {
    const messages = (input: object) =>
      createOrderAddressSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ street: '' })).toEqual([M.addressRequired]);
    expect(messages({ zipCode: '12' })).toEqual([M.pinInvalid]);
    expect(messages({ contactName: 'A' })).toEqual([M.contactNameShort]);
    expect(messages({ contactPhone: '+91 99999 99999' })).toEqual([M.contactPhoneFake]);
    expect(messages({ contactPhone: '+91 98765' })).toEqual([M.contactPhoneInvalid]);
    expect(messages({ contactPhone: '+49 9876543210' })).toEqual([M.countryCodeInvalid]);
    expect(messages({ state: 'Texas' })).toEqual([M.stateUnknown]);
  });
});
