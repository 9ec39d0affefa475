import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyAccountLanguage } from '../features/auth/lib/account-language';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useAuthStore } from '../lib/auth-store';
import { expiryVerdict, secondsUntilExpiry } from '../lib/token-expiry';
import { staysOpenSignedOut } from './public-paths';

const CHECK_EVERY_MS = 60_000;

/**
 * Keeps the sign-in honest while the app runs: any 401 clears auth and goes to /login (not from the
 * screens a visitor may use, decision 0057), with a client-side navigation instead of a reload; the PRODUCT.md §9 token-expiry check warns in the
 * log under 300 s and signs out once the token has expired.
 */
export function AuthSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAuthStore((s) => s.token);

  // The session found at start speaks its account's language, unless this browser chose one (then the
  // account learns the browser's choice). A sign-in does the same in completeLogin.
  useEffect(() => {
    const user = useAuthStore.getState().user;
    if (user) applyAccountLanguage(user);
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      useAuthStore.getState().signOut();
      const { pathname, search } = window.location;
      if (staysOpenSignedOut(pathname)) return;
      navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
    });
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked on navigation as well as on a timer
  useEffect(() => {
    if (!token) return;
    const check = () => {
      const verdict = expiryVerdict(token);
      if (verdict === 'warn') console.warn(`Session expires in ${secondsUntilExpiry(token)} s`);
      if (verdict === 'expired') {
        console.warn('Session expired: signing out');
        useAuthStore.getState().signOut();
        const { pathname, search } = window.location;
        if (!staysOpenSignedOut(pathname)) {
          navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
        }
      }
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [token, location.pathname]);

  return null;
}
