// No schema here (and no zod): the staff screens that name a day share this module, and a shared module
// that held schemas pulled the schema library into the staff app's shared chunk, which it imports back.
/** The India day (YYYY-MM-DD) of an instant, and the instants that bound a day: India is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
export const indiaDayOf = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
export function indiaDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}
