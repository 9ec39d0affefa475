import type { StaffAppRole } from '@jhola/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffAuth } from '../../lib/staff-auth';

/** Signed-out visitors go to the login; a role that has no business here goes to its own start. */
export function RequireStaff({ roles }: { roles: readonly StaffAppRole[] }) {
  const user = useStaffAuth((s) => s.user);
  const location = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  if (!roles.some((role) => role === user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
