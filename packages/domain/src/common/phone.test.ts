import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, phoneFieldValue, readIndianMobile } from './phone.js';

describe('readIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['९८७६५४३२१०', '9876543210'],
    ['+९१ ९८४५० १२३४५', '9845012345'],
    ['6000000001', '6000000001'],
  ])('reads %s as %s', (raw, digits) => {
    expect(readIndianMobile(raw)).toEqual({ ok: true, digits });
  });

  it.each([
    ['', PHONE_MESSAGES.required],
    ['   ', PHONE_MESSAGES.required],
    ['98765', PHONE_MESSAGES.invalid],
    ['98765432101', PHONE_MESSAGES.invalid],
    ['5876543210', PHONE_MESSAGES.invalid],
    ['+44 7911 123456', PHONE_MESSAGES.invalid],
    ['+1 9876543210', PHONE_MESSAGES.invalid],
    ['98765abc10', PHONE_MESSAGES.invalid],
    ['0000000000', PHONE_MESSAGES.invalid],
    ['5555555555', PHONE_MESSAGES.invalid],
    ['9999999999', PHONE_MESSAGES.fake],
    ['0123456789', PHONE_MESSAGES.invalid],
  ])('refuses %j', (raw, message) => {
    expect(readIndianMobile(raw)).toEqual({ ok: false, message });
  });
});

describe('phoneFieldValue', () => {
  it('keeps the number a paste names, never a cut one', () => {
    expect(phoneFieldValue('+91 98765 43210')).toBe('9876543210');
    expect(phoneFieldValue('09876543210')).toBe('9876543210');
    expect(phoneFieldValue('98765')).toBe('98765');
    expect(phoneFieldValue('98a76')).toBe('9876');
  });
});
