import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from '../../scripts/vite-i18n-catalogs.mjs';
import { reactRouterForProduction } from '../../scripts/vite-react-router.mjs';
import { routePreload } from '../../scripts/vite-route-preload.mjs';
import { LANDING_SCREENS } from './src/app/landing-screens.ts';
import { pwa } from './vite.pwa.ts';

/** The schema library and the schemas of the forms that validate with it. */
const FORMS =
  /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/](auth[\\/](schemas|fields)|common[\\/]storable-string)\./;
const APP = /apps[\\/]staff[\\/]src[\\/]|packages[\\/](domain|ui|client)[\\/]src[\\/]/;

const apiTarget = process.env.JHOLA_API_URL ?? 'http://127.0.0.1:3000';

/** The staff app: its own bundle, served by the server under /staff (never part of the customer app). */
export default defineConfig({
  base: '/staff/',
  plugins: [
    reactRouterForProduction(),
    i18nCatalogs(),
    react(),
    tailwindcss(),
    routePreload({ screens: LANDING_SCREENS, base: '/staff/' }),
    pwa,
  ],
  resolve: { conditions: ['@jhola/source'] },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // As the customer app's (decision 0051): the libraries, the code of the first load, and the code
    // the screens share, each one file, so a screen opens with its own chunk and one more.
    rolldownOptions: {
      // As the customer app's: a domain schema no screen reads is dropped (decision 0051).
      treeshake: { manualPureFunctions: ['z', 'storableString'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 4 },
            // The schema library, fetched by the screens that validate with it (never part of `screens`).
            { name: 'forms', test: FORMS, priority: 3, includeDependenciesRecursively: false },
            { name: 'core', test: APP, tags: ['$initial'], priority: 2 },
            { name: 'screens', test: APP, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
