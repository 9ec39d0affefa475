import { createBrowserRouter, Navigate } from 'react-router';
import { withLazyLoadTimeouts } from '../lib/lazy-load';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './layout/require-auth';
import { RouteError } from './layout/route-error';
import { prefetchHome, prefetchLayout, prefetchShop } from './route-prefetch';

/**
 * Every screen is its own lazily loaded chunk, so a phone downloads only the screen it opens.
 * Routes only compose features; they hold no logic of their own.
 */
export const router = createBrowserRouter(
  withLazyLoadTimeouts([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      loader: prefetchLayout,
      children: [
        {
          element: <RequireAuth />,
          children: [
            { index: true, loader: prefetchHome, lazy: () => import('./routes/home') },
            { path: 'shop/:shopId', loader: prefetchShop, lazy: () => import('./routes/shop') },
            { path: 'cart', lazy: () => import('./routes/cart') },
            { path: 'final-checkout', lazy: () => import('./routes/final-checkout') },
            { path: 'order-confirmation', lazy: () => import('./routes/order-confirmation') },
            { path: 'order-confirmation/:orderId', lazy: () => import('./routes/order-confirmation') },
            { path: 'order-success', lazy: () => import('./routes/order-success') },
            { path: 'orders', lazy: () => import('./routes/orders') },
            { path: 'order-history', element: <Navigate to="/orders" replace /> },
            { path: 'orders/:orderId', lazy: () => import('./routes/order-details') },
            { path: 'revised-order/:orderId', lazy: () => import('./routes/revised-order') },
          ],
        },
        { path: 'login', lazy: () => import('./routes/login') },
        { path: 'signup', lazy: () => import('./routes/signup') },
        { path: 'verify-email', lazy: () => import('./routes/verify-email') },
        { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password') },
        { path: 'contact', lazy: () => import('./routes/contact') },
        { path: 'debug', lazy: () => import('./routes/debug') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]),
);
