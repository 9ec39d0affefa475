import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../lib/auth-store';
import { useLogout } from '../api/logout';
import { useAuthMenuT } from '../menu/i18n';

/** PRODUCT.md §2 navigation: the user's initial, name and e-mail (a link to the account), and Logout (clears auth, goes to /). */
export function UserMenu({ onDone }: { onDone?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const t = useAuthMenuT();
  const logout = useLogout(() => {
    onDone?.();
    navigate('/', { replace: true });
  });
  if (!user) return null;
  return (
    <div className="flex items-center gap-3" data-testid="user-menu">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
      >
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      {/* Issue 45: the name opens the account (order SMS on or off). */}
      <Link to="/account" onClick={onDone} className="min-w-0 leading-tight hover:underline">
        <span className="block truncate text-sm font-semibold text-stone-900">{user.name}</span>
        <span className="block truncate text-xs text-stone-600">{user.email || user.phone}</span>
      </Link>
      <Button
        variant="secondary"
        className="shrink-0 text-sm"
        busy={logout.isPending}
        busyLabel={t('authMenu.loggingOut')}
        onClick={() => logout.mutate()}
      >
        {t('authMenu.logout')}
      </Button>
    </div>
  );
}
