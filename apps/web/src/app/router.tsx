import { Suspense, useMemo } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import { type Screen, lazyScreen as screen } from '../lib/lazy-load';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './layout/require-auth';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { prefetchRoute } from './route-prefetch';

const Home = screen(() => import('./routes/home'));
const Shop = screen(() => import('./routes/shop'));
const Cart = screen(() => import('./routes/cart'));
const FinalCheckout = screen(() => import('./routes/final-checkout'));
const OrderConfirmation = screen(() => import('./routes/order-confirmation'));
const OrderSuccess = screen(() => import('./routes/order-success'));
const Orders = screen(() => import('./routes/orders'));
const OrderDetails = screen(() => import('./routes/order-details'));
const RevisedOrder = screen(() => import('./routes/revised-order'));
const Login = screen(() => import('./routes/login'));
const Signup = screen(() => import('./routes/signup'));
const VerifyEmail = screen(() => import('./routes/verify-email'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const Contact = screen(() => import('./routes/contact'));
const Debug = screen(() => import('./routes/debug'));
const NotFound = screen(() => import('./routes/not-found'));

const routes = (
  <Route element={<AppLayout />}>
    <Route element={<RequireAuth />}>
      <Route index element={<Home />} />
      <Route path="shop/:shopId" element={<Shop />} />
      <Route path="cart" element={<Cart />} />
      <Route path="final-checkout" element={<FinalCheckout />} />
      <Route path="order-confirmation" element={<OrderConfirmation />} />
      <Route path="order-confirmation/:orderId" element={<OrderConfirmation />} />
      <Route path="order-success" element={<OrderSuccess />} />
      <Route path="orders" element={<Orders />} />
      <Route path="order-history" element={<Navigate to="/orders" replace />} />
      <Route path="orders/:orderId" element={<OrderDetails />} />
      <Route path="revised-order/:orderId" element={<RevisedOrder />} />
    </Route>
    <Route path="login" element={<Login />} />
    <Route path="signup" element={<Signup />} />
    <Route path="verify-email" element={<VerifyEmail />} />
    <Route path="forgot-password" element={<ForgotPassword />} />
    <Route path="reset-password" element={<ResetPassword />} />
    <Route path="contact" element={<Contact />} />
    <Route path="debug" element={<Debug />} />
    <Route path="*" element={<NotFound />} />
  </Route>
);

/**
 * Every screen is its own lazily loaded chunk, so a phone downloads only the screen it opens. Routes only
 * compose features; they hold no logic of their own. The declarative router (not a data router) keeps
 * about 17 KiB of compressed router code out of the first load (docs/decisions/0031): what its data APIs
 * gave is done here instead, each the same for the customer:
 * - the first screen is drawn once its chunk has arrived: main.tsx waits for it (preloadScreenAt) while
 *   index.html's shell shows, so the shell is never replaced by an empty fallback;
 *   a later navigation keeps the current screen until the next one is ready (the router's transitions);
 * - a screen's requests start while its chunk downloads (prefetchRoute, below);
 * - a render error or a chunk that fails to load shows the error screen (RouteErrorBoundary);
 * - scroll positions are restored per history entry (useScrollRestoration in the layout).
 */
export function AppRoutes() {
  const location = useLocation();
  // Started while rendering the new location (before its lazy screen suspends), not in an effect that
  // would run only once the chunk has arrived. Cache-deduplicated, so a second render asks nothing more.
  useMemo(() => prefetchRoute(location), [location]);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={null}>
        <Routes>{routes}</Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

const isScreen = (type: unknown): type is Screen =>
  typeof type === 'function' && typeof (type as Partial<Screen>).preload === 'function';

/**
 * Loads the chunks of the screens `pathname` opens (a redirect's target loads when it is drawn). Never
 * rejects: a chunk that fails here fails again where the screen renders, and shows the error screen.
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const screens = matches.map((match) => (match.route.element as { type?: unknown } | undefined)?.type);
  await Promise.all(screens.filter(isScreen).map((found) => found.preload().catch(() => undefined)));
}
