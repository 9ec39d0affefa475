import { useEscape } from '@jhola/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountLanguageSwitch } from '../../features/auth/components/account-language-switch';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAuthStore } from '../../lib/auth-store';
import { setHeaderSlot } from '../../lib/header-slot';
import { CartBadge } from './cart-badge';
import { useAppT } from './i18n';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`;

/**
 * PRODUCT.md §2 navigation items: always Home, Cart and Contact (a visitor fills a cart too, decision 0057);
 * signed in Orders; signed out Login and Sign up.
 */
function NavItems({ signedIn }: { signedIn: boolean }) {
  const t = useAppT();
  const items = [
    { to: '/', label: t('app.navHome'), end: true },
    ...(signedIn ? [{ to: '/orders', label: t('app.navOrders') }] : []),
    { to: '/cart', label: t('app.navCart') },
    { to: '/contact', label: t('app.navContact') },
    ...(signedIn
      ? []
      : [
          { to: '/login', label: t('app.navLogin') },
          { to: '/signup', label: t('app.navSignUp') },
        ]),
  ];
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={navClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared header. Layout: brand · navigation · actions (signed-in widgets: notification bell, cart
 * badge; add new ones in the "actions" slot) · user menu. Below md the navigation and user menu fold into
 * a menu opened by a keyboard-operable toggle. The language switch stays in the bar at every width (a
 * reader of the other language finds it without opening anything); at 360 px the bar's gaps are narrower
 * so brand, bell, cart, switch and menu toggle fit side by side.
 */
export function Header() {
  const t = useAppT();
  const user = useAuthStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const barRef = useRef<HTMLDivElement>(null);
  const liveRowRef = useRef<HTMLDivElement>(null);

  // Sticky parts of a page (the shop's search and categories) sit just below this bar and its live row
  // (lib/header-slot.ts): publish their height. The mobile menu, when open, covers them instead.
  useEffect(() => {
    const bar = barRef.current;
    const liveRow = liveRowRef.current;
    if (!bar || !liveRow || typeof ResizeObserver === 'undefined') return;
    const publish = () =>
      document.documentElement.style.setProperty(
        '--app-header-h',
        `${bar.offsetHeight + liveRow.offsetHeight + 1}px`,
      );
    // Not read at once: the observer's first call comes after the browser has laid the page out, where
    // reading it here would force the page's first layout into this task (a long one on a slow phone).
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    observer.observe(liveRow);
    return () => observer.disconnect();
  }, []);

  // The live row is handed to the features that render into it, and taken back when the header goes.
  useEffect(() => {
    setHeaderSlot(liveRowRef.current);
    return () => setHeaderSlot(null);
  }, []);

  // The menu closes on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEscape(open, () => setOpen(false));

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div ref={barRef} className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-2 sm:gap-2">
        <Link to="/" className="mr-auto flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {/* i18n-ignore: the brand is written the same in every language */}
          Jhola
        </Link>
        <nav aria-label={t('app.navMain')} className="hidden md:block">
          <NavItems signedIn={Boolean(user)} />
        </nav>
        {/* actions slot: the bell once signed in; the cart for everyone (decision 0057) */}
        <div className="flex items-center gap-1" data-testid="header-actions">
          {user ? <NotificationBell /> : null}
          <CartBadge />
        </div>
        <AccountLanguageSwitch className="shrink-0" />
        {user ? (
          <div className="hidden md:block">
            <UserMenu />
          </div>
        ) : null}
        <button
          type="button"
          className="grid size-11 place-items-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('app.closeMenu') : t('app.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <div ref={liveRowRef} />
      {open ? (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 py-3 md:hidden">
          <nav aria-label={t('app.navMainMenu')}>
            <NavItems signedIn={Boolean(user)} />
          </nav>
          {user ? (
            <div className="mt-3 border-t border-stone-200 pt-3">
              <UserMenu onDone={() => setOpen(false)} />
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
