import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';

/** Guarded routes send a signed-out visitor to /login, remembering where they were going. */
export function RequireAuth() {
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <Outlet />;
}
