import type { AuthUser } from '@jhola/domain';
import { create } from 'zustand';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './auth-storage';

interface AuthState {
  token: string | null;
  user: AuthUser | null;
  signIn(token: string, user: AuthUser): void;
  signOut(): void;
}

/** Who is signed in; mirrored to local storage so a reload keeps the session. */
export const useAuthStore = create<AuthState>((set) => {
  const stored = typeof localStorage === 'undefined' ? null : readStoredAuth();
  return {
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    signIn(token, user) {
      writeStoredAuth({ token, user });
      set({ token, user });
    },
    signOut() {
      clearStoredAuth();
      set({ token: null, user: null });
    },
  };
});

export const getAuthToken = (): string | null => useAuthStore.getState().token;
