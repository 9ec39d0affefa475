import { tLib } from './i18n';

/** "just now", "12 min", "1 h 5 min": how long an order has waited, read at a glance. */
export function waitedFor(since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return tLib('staffLib.justNow');
  if (minutes < 60) return tLib('staffLib.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? tLib('staffLib.hoursMinutes', { hours, minutes: rest }) : tLib('staffLib.hours', { hours });
}

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
