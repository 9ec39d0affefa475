import { unsubscribeThisBrowser } from '@jhola/ui';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useStaffAuth } from '../../lib/staff-auth';

/** Ends the session on the server too (and its push subscriptions), then forgets it here. */
export function SignOutButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="min-h-11 rounded-md px-3 text-sm font-semibold hover:bg-brand-700"
      onClick={() => {
        void apiRequest('/auth/logout', { method: 'POST', handleUnauthorized: false }).catch(() => {});
        // This browser stops receiving the shopper's pushes (the server drops the subscription at logout).
        void unsubscribeThisBrowser();
        useStaffAuth.getState().signOut();
        navigate('/login', { replace: true });
      }}
    >
      Sign out
    </button>
  );
}
