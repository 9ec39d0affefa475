import { unsubscribeThisBrowser } from '@jhola/ui';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useStaffAuth } from '../../lib/staff-auth';
import { useAppT } from '../i18n';

/** Ends the session on the server too (and its push subscriptions), then forgets it here. */
export function SignOutButton() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="min-h-11 shrink-0 whitespace-nowrap rounded-md px-2 text-sm font-semibold hover:bg-brand-700"
      onClick={() => {
        void apiRequest('/auth/logout', { method: 'POST', handleUnauthorized: false }).catch(() => {});
        // This browser stops receiving the shopper's pushes (the server drops the subscription at logout).
        void unsubscribeThisBrowser();
        useStaffAuth.getState().signOut();
        navigate('/login', { replace: true });
      }}
    >
      {t('staffApp.signOut')}
    </button>
  );
}
