import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

/** §2: the shared header, footer and extra widgets are hidden on /login and /signup. */
const BARE_PATHS = new Set(['/login', '/signup']);

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {bare ? null : <Header />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {bare ? null : <Footer />}
    </div>
  );
}
