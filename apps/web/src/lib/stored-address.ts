/** PRODUCT.md §3 Address in the stored user: street, city, state, zipCode (text) and lat, lng (number or null). */
export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  lat: number | null;
  lng: number | null;
  [extra: string]: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const coordinate = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * PRODUCT.md §3 start-up migration: older records kept coordinates{lat,lng}; they are flattened, missing text
 * becomes '' and missing coordinates null. Anything that is not an object is not an address: throws.
 */
export function migrateAddress(raw: unknown): StoredAddress {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('not an address');
  const { coordinates, ...rest } = raw as Record<string, unknown>;
  const nested = (typeof coordinates === 'object' && coordinates !== null ? coordinates : {}) as Record<
    string,
    unknown
  >;
  return {
    ...rest,
    street: text(rest.street),
    city: text(rest.city),
    state: text(rest.state),
    zipCode: text(rest.zipCode),
    lat: coordinate(rest.lat ?? nested.lat),
    lng: coordinate(rest.lng ?? nested.lng),
  };
}

/**
 * Migrates the addresses found in the stored user record (key `user`, whose `user` sub-object holds the
 * address; a top-level address is migrated too). Returns the record to store back.
 */
export function migrateStoredUserRecord(record: unknown): Record<string, unknown> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new Error('not a user');
  const next: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  if (next.address !== undefined && next.address !== null) next.address = migrateAddress(next.address);
  if (next.user !== undefined && next.user !== null) {
    if (typeof next.user !== 'object' || Array.isArray(next.user)) throw new Error('bad user sub-object');
    const inner = { ...(next.user as Record<string, unknown>) };
    if (inner.address !== undefined && inner.address !== null) inner.address = migrateAddress(inner.address);
    next.user = inner;
  }
  return next;
}
