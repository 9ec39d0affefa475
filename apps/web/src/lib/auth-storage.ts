import { type AuthUser, USER_ROLES, type UserRole } from '@jhola/domain';
import { isLanguage, type Language } from '@jhola/ui';
import { migrateStoredUserRecord } from './stored-address';

/** PRODUCT.md §3 local storage keys for auth: customerAuth {token, user}, token, and user. */
export const AUTH_KEYS = { auth: 'customerAuth', token: 'token', user: 'user' } as const;

/** The signed-in customer: the account's fields, and the language saved on it (absent: no preference). */
export type SessionUser = AuthUser & { language?: Language };

export interface StoredAuth {
  token: string;
  user: SessionUser;
}

/**
 * Reads the stored sign-in and migrates the stored user record (PRODUCT.md §3 addresses). PRODUCT.md §4: if reading or
 * migrating fails, the stored records are removed and the user is signed out locally.
 */
export function readStoredAuth(): StoredAuth | null {
  try {
    migrateUserRecord();
    const raw = localStorage.getItem(AUTH_KEYS.auth);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { token?: unknown; user?: unknown };
    if (typeof parsed.token !== 'string' || !parsed.token) throw new Error('no token');
    const user = toAuthUser({ phone: '', role: 'customer', ...(parsed.user as object) });
    if ((!user.email && !user.phone) || !user.name || !user._id) throw new Error('incomplete user');
    return { token: parsed.token, user };
  } catch {
    clearStoredAuth();
    return null;
  }
}

/**
 * The stored user checked field by field (the same rule as the domain's authUserSchema: five strings,
 * a known role, and the account's language when it has one; nothing else kept). Hand-written so the first load does not carry the schema library.
 */
function toAuthUser(value: Record<string, unknown>): SessionUser {
  const { _id, name, email, phone, role, language } = value;
  if (typeof _id !== 'string' || typeof name !== 'string') throw new Error('bad user');
  if (typeof email !== 'string' || typeof phone !== 'string') throw new Error('bad user');
  if (!isUserRole(role)) throw new Error('bad role');
  return { _id, name, email, phone, role, ...(isLanguage(language) ? { language } : {}) };
}

const isUserRole = (role: unknown): role is UserRole => USER_ROLES.some((known) => known === role);

function migrateUserRecord(): void {
  const raw = localStorage.getItem(AUTH_KEYS.user);
  if (!raw) return;
  const migrated = migrateStoredUserRecord(JSON.parse(raw));
  const next = JSON.stringify(migrated);
  if (next !== raw) localStorage.setItem(AUTH_KEYS.user, next);
}

/** Writes all three keys; throws when the browser refuses (full or blocked storage). */
export function writeStoredAuth(auth: StoredAuth): void {
  localStorage.setItem(AUTH_KEYS.auth, JSON.stringify(auth));
  localStorage.setItem(AUTH_KEYS.token, auth.token);
  const previous = safeParse(localStorage.getItem(AUTH_KEYS.user));
  // A different person signing in must not inherit the previous person's stored profile.
  const keep = previous && previous._id === auth.user._id ? previous : {};
  localStorage.setItem(AUTH_KEYS.user, JSON.stringify({ ...keep, ...auth.user, token: auth.token }));
}

export function clearStoredAuth(): void {
  try {
    localStorage.removeItem(AUTH_KEYS.auth);
    localStorage.removeItem(AUTH_KEYS.token);
    localStorage.removeItem(AUTH_KEYS.user);
  } catch {
    // storage unavailable: nothing stored to clear
  }
}

function safeParse(raw: string | null): Record<string, unknown> | null {
  try {
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
