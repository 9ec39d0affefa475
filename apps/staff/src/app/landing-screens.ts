import type { LandingScreen } from '../../../../scripts/vite-route-preload.mjs';

/**
 * The screens staff open the app on (as in router.tsx, under /staff): the code of each starts
 * downloading with the entry (scripts/vite-route-preload.mjs) instead of after it has run, when the
 * router asks for the lazy route. A screen missing here still works, a round trip later.
 */
export const LANDING_SCREENS: LandingScreen[] = [
  { path: /^\/staff\/orders\/([^/]+)$/, module: 'src/app/routes/my-order.tsx' },
  { path: /^\/staff\/available$/, module: 'src/app/routes/available.tsx' },
  { path: /^\/staff\/ready$/, module: 'src/app/routes/ready.tsx' },
  { path: /^\/staff\/admin\/?$/, module: 'src/app/routes/admin-orders.tsx' },
  { path: /^\/staff\/admin\/orders\/([^/]+)$/, module: 'src/app/routes/admin-order.tsx' },
];
