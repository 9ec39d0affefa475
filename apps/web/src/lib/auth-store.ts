import { SESSION_MESSAGES } from '@jhola/domain';
import { create } from 'zustand';
import { clearStoredAuth, readStoredAuth, type SessionUser, writeStoredAuth } from './auth-storage';
import { claimBrowserFor } from './forget-customer';

interface AuthState {
  token: string | null;
  user: SessionUser | null;
  /** Signed out by the customer's own Logout (not an ended session): the guards then go home, not to /login. */
  loggedOut: boolean;
  /** Stores the sign-in; throws "Failed to save authentication data" when storage refuses (PRODUCT.md §5). */
  signIn(token: string, user: SessionUser): void;
  signOut(options?: { byLogout?: boolean }): void;
  /** PRODUCT.md §5: "No user logged in" without a user; "Invalid user data" when e-mail or name would be missing. */
  updateUser(changes: Partial<SessionUser>): void;
}

/** Who is signed in; mirrored to local storage so a reload keeps the session. */
export const useAuthStore = create<AuthState>((set, get) => {
  const stored = typeof localStorage === 'undefined' ? null : readStoredAuth();
  return {
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    loggedOut: false,
    signIn(token, user) {
      claimBrowserFor(user._id);
      try {
        writeStoredAuth({ token, user });
      } catch {
        clearStoredAuth();
        throw new Error(SESSION_MESSAGES.saveFailed);
      }
      set({ token, user, loggedOut: false });
    },
    signOut(options) {
      clearStoredAuth();
      set({ token: null, user: null, loggedOut: Boolean(options?.byLogout) });
    },
    updateUser(changes) {
      const { token, user } = get();
      if (!token || !user) throw new Error(SESSION_MESSAGES.noUserLoggedIn);
      const next = { ...user, ...changes, _id: user._id };
      if ((!next.email && !next.phone) || !next.name) throw new Error(SESSION_MESSAGES.invalidUserData);
      try {
        writeStoredAuth({ token, user: next });
      } catch {
        throw new Error(SESSION_MESSAGES.saveFailed);
      }
      set({ user: next });
    },
  };
});
