import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './layout/require-auth';
import { RouteError } from './layout/route-error';

/**
 * Every screen is its own lazily loaded chunk, so a phone downloads only the screen it opens.
 * Routes only compose features; they hold no logic of their own.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'shop/:shopId', lazy: () => import('./routes/shop') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
