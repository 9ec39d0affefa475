import { isStaffAppRole } from '@jhola/domain';
import { Navigate } from 'react-router';
import { useStaffAuth } from '../../lib/staff-auth';

/** Each role starts where its work is. */
const HOME = { shopper: '/available', delivery: '/ready', admin: '/admin', merchant: '/my-shop' } as const;

export function HomeRedirect() {
  const role = useStaffAuth((s) => s.user?.role);
  if (role && isStaffAppRole(role)) return <Navigate to={HOME[role]} replace />;
  return <Navigate to="/login" replace />;
}
