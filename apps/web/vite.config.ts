import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from '../../scripts/vite-i18n-catalogs.mjs';
import { reactRouterForProduction } from '../../scripts/vite-react-router.mjs';
import { routePreload } from '../../scripts/vite-route-preload.mjs';
import { CART_KEY, LANDING_SCREENS, PLACE_KEY } from './src/app/landing-screens.ts';
import { precompress } from './vite.compress.ts';
import { pwa } from './vite.pwa.ts';

/**
 * The libraries every screen runs, in one chunk of the first load (issue 16: ≤ 100 KiB brotli): left to
 * itself the bundler cuts them into several small files, and small files compress worse.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|@tanstack[\\/](query-core|react-query)|@lingui[\\/]core)[\\/]/;

/**
 * The app's own code, in two groups besides the screens' own chunks (decision 0051): `core`, what the
 * first load runs (the entry's static imports); `screens`, what two screens or more share. Left to
 * itself the bundler made a file per set of screens sharing a module: a screen opened with 13 to 25 files
 * of 0.2 to 10 KB, and over slow 4G on HTTP/1.1 (6 connections) every wave of 6 costs a round trip
 * before the first screen. Now a screen opens with two or three (with a kit, below). The price:
 * `screens` carries what any two screens share, so a screen may download a dialog it never opens. The
 * schema library is kept out of it (`forms`, below; the first-load guard fails when a landing screen
 * without a form preloads it).
 */
const APP = /apps[\\/]web[\\/]src[\\/]|packages[\\/](domain|ui|client)[\\/]src[\\/]/;

/**
 * Two parts of `screens` that the most opened screens do not need, each a file of its own: the order
 * screens' kit (home takes it for its active orders; the shop and checkout do not), and the replacement
 * chooser (cart, checkout and the order pages). In `screens` they made the shop page download 2.4× what
 * it ran of that file. Checkout keeps the order it placed (api/store-order) without the order screens' kit,
 * and home asks whether it has orders to show (lib/orders-to-show) before it loads the kit (issue 47).
 */
const ORDERS_KIT =
  /apps[\\/]web[\\/]src[\\/]features[\\/]orders[\\/](?!api[\\/]store-order\.|lib[\\/]orders-to-show\.)/;
const REPLACEMENTS_KIT = /apps[\\/]web[\\/]src[\\/]features[\\/]replacements[\\/]/;

/**
 * What the browsing screens (home and a shop, where most visits land) draw besides their own code: the
 * place bar, the shop list's and the catalogue's pieces, notices, and the rules of shops and hours. In
 * `screens` these came with every other screen's shared code, and home ran a third of that file
 * (issue 47: it was 20 KiB of the 135 KiB home downloaded before idle). What only the shop shares with
 * the cart and the checkout is `shopping`.
 */
const BROWSE =
  /apps[\\/]web[\\/]src[\\/](features[\\/](location|shops|notices)[\\/]|components[\\/]ui[\\/]search-input\.|lib[\\/](use-page-search-params|format)\.)|packages[\\/]ui[\\/]src[\\/]states\.|packages[\\/]domain[\\/]src[\\/](catalogue[\\/]|orders[\\/](status|money)\.|common[\\/]format\.)/;
const SHOPPING =
  /apps[\\/]web[\\/]src[\\/](components[\\/]ask-shopper[\\/]|lib[\\/]cart-custom-items\.)|packages[\\/]domain[\\/]src[\\/]cart[\\/]custom-cart\.|packages[\\/]ui[\\/]src[\\/](dialog|text-field)\./;

/**
 * The socket, the health check and the alert sound: what the background connections (loaded after the
 * first screen, on every page) share with the order screens. Outside `screens`, so that chunk stays off
 * the browsing screens' loads.
 */
const LIVE =
  /apps[\\/]web[\\/]src[\\/]lib[\\/](socket|order-activity|api-health|notification-sound)\.|packages[\\/]ui[\\/]src[\\/]event-handlers\.|packages[\\/]client[\\/]src[\\/]realtime[\\/]|packages[\\/]domain[\\/]src[\\/](realtime[\\/]events|common[\\/]api-health)\./;

/** The schema library, and the schemas of the sign-in forms. */
const FORMS =
  /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/](auth[\\/](schemas|fields)|common[\\/]storable-string)\./;
/** What the sign-in and contact screens share only among themselves. */
const SIGN_IN =
  /apps[\\/]web[\\/]src[\\/]features[\\/](auth|contact)[\\/]|packages[\\/]domain[\\/]src[\\/]auth[\\/]login-result\./;

const apiTarget = process.env.JHOLA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    reactRouterForProduction(),
    i18nCatalogs(),
    react(),
    tailwindcss(),
    routePreload({ screens: LANDING_SCREENS, placeKey: PLACE_KEY, cartKey: CART_KEY }),
    precompress(),
    pwa,
  ],
  resolve: { conditions: ['@jhola/source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Every browser of es2022 but Safari 16 preloads modules itself (there, the links are only ignored).
    // The polyfill was all the entry file held: without it the page loads `vendor` and `core` itself,
    // one file fewer before the first screen (issue 47).
    modulePreload: { polyfill: false },
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // The domain's modules define zod schemas next to the rules the screens use; a schema no screen
      // reads is dropped, and with it the schema library from the screens that read only the rules
      // (the order page took 22 KB of gzip for one enum).
      treeshake: { manualPureFunctions: ['z', 'storableString'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, tags: ['$initial'], priority: 5 },
            // The schema library and what only the sign-in forms validate with: a file fetched by the
            // screens that need it, never part of `screens` (its own imports stay where they are).
            { name: 'forms', test: FORMS, priority: 4, includeDependenciesRecursively: false },
            { name: 'core', test: APP, tags: ['$initial'], priority: 3 },
            {
              name: 'browse',
              test: BROWSE,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shopping',
              test: SHOPPING,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'live',
              test: LIVE,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'orders-kit',
              test: ORDERS_KIT,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'replacements-kit',
              test: REPLACEMENTS_KIT,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'screens',
              test: (id) => APP.test(id) && !SIGN_IN.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
