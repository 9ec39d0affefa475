import { createBrowserRouter } from 'react-router';
import { HomeRedirect } from './layout/home-redirect';
import { RequireStaff } from './layout/require-staff';
import { RouteError } from './layout/route-error';
import { StaffLayout } from './layout/staff-layout';

/** Every screen is a lazy chunk; a shopper's phone never downloads the admin console. */
export const router = createBrowserRouter(
  [
    { path: 'login', lazy: () => import('./routes/login'), errorElement: <RouteError /> },
    {
      element: <StaffLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRedirect /> },
        {
          element: <RequireStaff roles={['shopper']} />,
          children: [{ path: 'available', lazy: () => import('./routes/available') }],
        },
        {
          element: <RequireStaff roles={['delivery']} />,
          children: [{ path: 'ready', lazy: () => import('./routes/ready') }],
        },
        {
          element: <RequireStaff roles={['shopper', 'delivery']} />,
          children: [
            { path: 'orders/:orderId', lazy: () => import('./routes/my-order') },
            { path: 'history', lazy: () => import('./routes/history') },
          ],
        },
        {
          // Issue 46: a shop's owner runs it here; an admin may open it for any shop.
          element: <RequireStaff roles={['merchant', 'admin']} />,
          children: [{ path: 'my-shop', lazy: () => import('./routes/my-shop') }],
        },
        {
          path: 'admin',
          element: <RequireStaff roles={['admin']} />,
          children: [
            { index: true, lazy: () => import('./routes/admin-orders') },
            { path: 'orders/:orderId', lazy: () => import('./routes/admin-order') },
            { path: 'dashboard', lazy: () => import('./routes/admin-dashboard') },
            { path: 'notices', lazy: () => import('./routes/admin-notices') },
            { path: 'catalogue', lazy: () => import('./routes/admin-catalogue') },
            { path: 'catalogue/categories', lazy: () => import('./routes/admin-category-names') },
            { path: 'catalogue/:shopId', lazy: () => import('./routes/admin-shop') },
            { path: 'search', lazy: () => import('./routes/admin-search') },
            { path: 'people', lazy: () => import('./routes/admin-people') },
            { path: 'shifts', lazy: () => import('./routes/admin-shifts') },
            { path: 'messages', lazy: () => import('./routes/admin-messages') },
            { path: 'collections', lazy: () => import('./routes/admin-collections') },
            { path: 'shop-changes', lazy: () => import('./routes/admin-shop-changes') },
            { path: 'problems', lazy: () => import('./routes/admin-problems') },
          ],
        },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ],
  { basename: '/staff' },
);
