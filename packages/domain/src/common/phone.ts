import type { z } from 'zod';

/**
 * One reading of an Indian mobile number for every form and route (signup, profile, checkout, staff
 * forms, phone sign-in): what people type or paste is read, never silently cut.
 */
export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  fake: 'Please enter a real phone number',
} as const;

export type PhoneReading = { ok: true; digits: string } | { ok: false; message: string };

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०–९) as ASCII digits. */
export const asciiDigits = (value: string): string =>
  value.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** Numbers people type to get past a form: one digit ten times. */
const isFakeMobile = (digits: string): boolean => /^(\d)\1{9}$/.test(digits);

/**
 * Spaces, dashes, dots and brackets are ignored; a leading +91, 91 or 0 is dropped when what remains is
 * 10 digits; then exactly 10 digits starting 6–9, else a message.
 */
export function readIndianMobile(raw: string): PhoneReading {
  const compact = asciiDigits(raw).replace(/[\s\-().]/g, '');
  if (compact === '') return { ok: false, message: PHONE_MESSAGES.required };
  const unsigned = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(unsigned)) return { ok: false, message: PHONE_MESSAGES.invalid };
  let digits = unsigned;
  if (compact.startsWith('+')) {
    if (!unsigned.startsWith('91')) return { ok: false, message: PHONE_MESSAGES.invalid };
    digits = unsigned.slice(2);
  } else if (unsigned.length === 12 && unsigned.startsWith('91')) digits = unsigned.slice(2);
  else if (unsigned.length === 11 && unsigned.startsWith('0')) digits = unsigned.slice(1);
  if (!/^[6-9]\d{9}$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.invalid };
  if (isFakeMobile(digits)) return { ok: false, message: PHONE_MESSAGES.fake };
  return { ok: true, digits };
}

/**
 * What a 10-digit phone field keeps of a paste or keystroke: the number itself when the text reads as one
 * ("+91 98765 43210" keeps 9876543210), else the typed digits up to 10 so the field can say what is wrong.
 */
export function phoneFieldValue(raw: string): string {
  const reading = readIndianMobile(raw);
  if (reading.ok) return reading.digits;
  return asciiDigits(raw).replace(/\D/g, '').slice(0, 12);
}

/**
 * A phone field of a request: read as above and stored as its 10 digits, else the reader's message. The
 * check does not abort, so a form's other rules (passwords that differ) still speak on the same submit.
 */
export const indianMobileField = (text: z.ZodString) =>
  text
    .superRefine((raw, ctx) => {
      const reading = readIndianMobile(raw);
      if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message });
    })
    .transform((raw) => {
      const reading = readIndianMobile(raw);
      return reading.ok ? reading.digits : raw;
    });
