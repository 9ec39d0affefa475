import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyScreen as screen } from '../lib/lazy-load';
import { AppLayout } from './layout/app-layout';
import { AppShell } from './layout/app-shell';
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
const Credit = screen(() => import('./routes/credit'));
const Login = screen(() => import('./routes/login'));
const Signup = screen(() => import('./routes/signup'));
const VerifyEmail = screen(() => import('./routes/verify-email'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const Contact = screen(() => import('./routes/contact'));
const Account = screen(() => import('./routes/account'));
const Debug = screen(() => import('./routes/debug'));
const NotFound = screen(() => import('./routes/not-found'));

/**
 * Every screen is its own lazily loaded chunk, so a phone downloads only the screen it opens. Routes only
 * compose features; they hold no logic of their own. The declarative router (not a data router) keeps
 * about 17 KiB of compressed router code out of the first load (docs/decisions/0031): what its data APIs
 * gave is done here instead, each the same for the customer:
 * - the first screen appears whole, once its chunk has arrived; until then the Suspense fallback is
 *   index.html's own shell (AppShell), so the page never goes blank in between;
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
      <Suspense fallback={<AppShell />}>
        <Routes>
          <Route element={<AppLayout />}>
            {/* Browsing is public (decision 0057): a visitor chooses a place, browses and fills a cart. */}
            <Route index element={<Home />} />
            <Route path="shop/:shopId" element={<Shop />} />
            <Route path="cart" element={<Cart />} />
            {/* Ordering and what follows need an account: the checkout is where the number is asked. */}
            <Route element={<RequireAuth />}>
              <Route path="final-checkout" element={<FinalCheckout />} />
              <Route path="order-confirmation" element={<OrderConfirmation />} />
              <Route path="order-confirmation/:orderId" element={<OrderConfirmation />} />
              <Route path="order-success" element={<OrderSuccess />} />
              <Route path="orders" element={<Orders />} />
              <Route path="order-history" element={<Navigate to="/orders" replace />} />
              <Route path="orders/:orderId" element={<OrderDetails />} />
              <Route path="revised-order/:orderId" element={<RevisedOrder />} />
              <Route path="account" element={<Account />} />
              <Route path="account/credit" element={<Credit />} />
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
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
