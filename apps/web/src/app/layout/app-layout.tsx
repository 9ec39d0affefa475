import { UpdateBanner } from '@jhola/ui';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { NoticeBanner } from '../../features/notices/components/notice-banner';
import { NotificationPopup } from '../../features/notifications/components/notification-popup';
import { OrderLiveLayer } from '../../features/orders/components/order-live-layer';
import { useAuthStore } from '../../lib/auth-store';
import { AuthSession } from '../auth-session';
import { CartBar } from './cart-bar';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';

/** PRODUCT.md §2: the shared header, footer and extra widgets are hidden on /login and /signup. */
export const BARE_PATHS = new Set(['/login', '/signup']);

/**
 * Scroll positions are remembered per history entry. A page loaded afresh (typed address, reload) has
 * React Router's key "default" whatever its URL, so it is remembered by its URL instead: otherwise a new
 * page would open at the previous page's position.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** The screens where the customer is shopping show the floating cart bar (not the cart or checkout). */
const showsCartBar = (pathname: string) => pathname === '/' || pathname.startsWith('/shop/');

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  const user = useAuthStore((s) => s.user);
  return (
    <div className="flex min-h-dvh flex-col">
      <AuthSession />
      {/* A new page starts at the top; Back and Forward return to where the customer was. */}
      <ScrollRestoration getKey={scrollKey} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {bare || !user ? null : <OrderLiveLayer />}
      <UpdateBanner />
      {bare ? null : <Header />}
      <OfflineBanner />
      {bare ? null : <NoticeBanner />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {bare ? null : <Footer />}
      {user && showsCartBar(pathname) ? <CartBar /> : null}
      <Toaster />
      {bare ? null : <NotificationPopup />}
    </div>
  );
}
