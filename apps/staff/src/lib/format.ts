const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

export const formatINR = (amount: number): string => inr.format(Number.isFinite(amount) ? amount : 0);

/** "just now", "12 min", "1 h 5 min": how long an order has waited, read at a glance. */
export function waitedFor(since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export const formatTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The delivery address in one line: the server's formatted one, or built from its parts. */
export function addressLine(a: {
  formattedAddress: string;
  street: string;
  area: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  if (a.formattedAddress.trim()) return a.formattedAddress;
  return [a.street, a.area, a.city, a.state, a.zipCode].filter((part) => part?.trim()).join(', ');
}
