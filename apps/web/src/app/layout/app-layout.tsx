import { UpdateBanner } from '@jhola/ui';
import { Suspense, useEffect } from 'react';
import { type Location, Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { NoticeBanner } from '../../features/notices/components/notice-banner';
import { useAuthStore } from '../../lib/auth-store';
import { firstScreenDrawn, lazyOptional } from '../../lib/lazy-load';
import { useNotifications } from '../../lib/notifications-store';
import { AuthSession } from '../auth-session';
import { CartBar } from './cart-bar';
import { Footer } from './footer';
import { Header } from './header';
import { useAppT } from './i18n';
import { OfflineBanner } from './offline-banner';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Shown only when something happens live, loaded once the first screen is drawn: the order layer once an
 * order of the customer's is heard of (order-live-gate.tsx), the popup with the first alert.
 */
const OrderLiveGate = lazyOptional(() => import('./order-live-gate').then((m) => m.OrderLiveGate));
const NotificationPopup = lazyOptional(() => import('./live-layer').then((m) => m.NotificationPopup));

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
  // A new page starts at the top; Back and Forward return to where the customer was.
  useScrollRestoration(scrollKey);
  // The layout's first effect runs once the first screen (layout and lazy screen together) is drawn.
  useEffect(firstScreenDrawn, []);
  // Issue 47: the popup's code (with the order screens' kit it shares) comes only when there is a popup
  // to show or waiting its turn; most pages never have one, and it stays off their first load.
  const popupPending = useNotifications((s) => s.popup.current !== null || s.popup.queue.length > 0);
  const t = useAppT();
  const title = t('app.documentTitle');
  // The tab's title speaks the language on screen too (index.html starts it in English).
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col">
      <AuthSession />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Suspense fallback={null}>{bare || !user ? null : <OrderLiveGate />}</Suspense>
      <UpdateBanner />
      {bare ? null : <Header />}
      <OfflineBanner />
      {bare ? null : <NoticeBanner />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {bare ? null : <Footer />}
      {showsCartBar(pathname) ? <CartBar /> : null}
      <Toaster />
      {bare ? null : (
        // The live region is there before the first popup, so a screen reader hears it arrive.
        <div
          aria-live="polite"
          className="pointer-events-none fixed inset-x-2 bottom-4 z-40 flex justify-center"
        >
          <Suspense fallback={null}>{popupPending ? <NotificationPopup /> : null}</Suspense>
        </div>
      )}
    </div>
  );
}
