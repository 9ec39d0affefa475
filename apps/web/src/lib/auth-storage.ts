import type { AuthUser } from '@jhola/domain';

/** §3 local storage keys for auth: customerAuth {token, user}, token, and user. */
export const AUTH_KEYS = { auth: 'customerAuth', token: 'token', user: 'user' } as const;

export interface StoredAuth {
  token: string;
  user: AuthUser;
}

export function readStoredAuth(): StoredAuth | null {
  try {
    const raw = localStorage.getItem(AUTH_KEYS.auth);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    if (!parsed.token || !parsed.user?.email || !parsed.user.name || !parsed.user._id)
      throw new Error('incomplete');
    return parsed as StoredAuth;
  } catch {
    // §4: a stored record that cannot be read signs the user out locally.
    clearStoredAuth();
    return null;
  }
}

export function writeStoredAuth(auth: StoredAuth): void {
  localStorage.setItem(AUTH_KEYS.auth, JSON.stringify(auth));
  localStorage.setItem(AUTH_KEYS.token, auth.token);
  const previous = safeParse(localStorage.getItem(AUTH_KEYS.user));
  localStorage.setItem(
    AUTH_KEYS.user,
    JSON.stringify({ ...(previous ?? {}), ...auth.user, token: auth.token }),
  );
}

export function clearStoredAuth(): void {
  localStorage.removeItem(AUTH_KEYS.auth);
  localStorage.removeItem(AUTH_KEYS.token);
  localStorage.removeItem(AUTH_KEYS.user);
}

function safeParse(raw: string | null): Record<string, unknown> | null {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
