import { tLocation } from '../i18n';

/** What the customer typed in the place box: a PIN must be 6 digits and not start with 0 (India Post). */
export function placeInputError(raw: string): string | null {
  const q = raw.trim();
  if (!q) return tLocation('location.inputEmpty');
  if (/^\d+$/.test(q) && !/^[1-9]\d{5}$/.test(q)) return tLocation('location.inputBadPin');
  if (q.length < 2) return tLocation('location.inputTooShort');
  return null;
}
