/** What the customer typed in the place box: a PIN must be 6 digits and not start with 0 (India Post). */
export function placeInputError(raw: string): string | null {
  const q = raw.trim();
  if (!q) return 'Type your area, city or 6-digit PIN code.';
  if (/^\d+$/.test(q) && !/^[1-9]\d{5}$/.test(q)) return 'A PIN code has 6 digits and does not start with 0.';
  if (q.length < 2) return 'Type at least 2 letters of your area or city.';
  return null;
}
