import { type AuthUser, isStaffAppRole } from '@jhola/domain';
import { create } from 'zustand';

/**
 * The staff session lives under its own key, never the customer app's `customerAuth`/`token`/`user`,
 * so a customer signed in at / and a shopper signed in at /staff in one browser never mix.
 */
export const STAFF_AUTH_KEY = 'jholaStaffAuth';

interface StoredStaffAuth {
  token: string;
  user: AuthUser;
}

function readStored(): StoredStaffAuth | null {
  try {
    const raw = localStorage.getItem(STAFF_AUTH_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredStaffAuth>;
    const user = parsed.user;
    if (typeof parsed.token !== 'string' || !user || typeof user._id !== 'string') throw new Error('bad');
    if (!isStaffAppRole(user.role)) throw new Error('not staff');
    return { token: parsed.token, user };
  } catch {
    localStorage.removeItem(STAFF_AUTH_KEY);
    return null;
  }
}

interface StaffAuthState {
  token: string | null;
  user: AuthUser | null;
  signIn(token: string, user: AuthUser): void;
  signOut(): void;
}

export const useStaffAuth = create<StaffAuthState>((set) => {
  const stored = typeof localStorage === 'undefined' ? null : readStored();
  return {
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    signIn(token, user) {
      try {
        localStorage.setItem(STAFF_AUTH_KEY, JSON.stringify({ token, user }));
      } catch {
        // Storage refused (private mode, full): the session still works until the tab closes.
      }
      set({ token, user });
    },
    signOut() {
      try {
        localStorage.removeItem(STAFF_AUTH_KEY);
      } catch {
        // nothing stored to clear
      }
      set({ token: null, user: null });
    },
  };
});
