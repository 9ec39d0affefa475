import { Link, NavLink } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { CartBadge } from './cart-badge';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`;

export function Header() {
  const user = useAuthStore((s) => s.user);
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link to="/" className="mr-auto flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Jhola
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/contact" className={navClass}>
            Contact
          </NavLink>
          {user ? null : (
            <>
              <NavLink to="/login" className={navClass}>
                Login
              </NavLink>
              <NavLink to="/signup" className={navClass}>
                Sign up
              </NavLink>
            </>
          )}
        </nav>
        {user ? <NotificationBell /> : null}
        {user ? <CartBadge /> : null}
      </div>
    </header>
  );
}
