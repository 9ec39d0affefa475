import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';

/**
 * Guarded routes send a signed-out visitor to /login, remembering where they were going; after the
 * customer's own Logout they go home instead (public, decision 0057), which Logout also asks for: the
 * guard would otherwise win that race from a guarded page and show the sign-in.
 */
export function RequireAuth() {
  const user = useAuthStore((s) => s.user);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const location = useLocation();
  if (!user && loggedOut) return <Navigate to="/" replace />;
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <Outlet />;
}
