import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from '../../scripts/vite-i18n-catalogs.mjs';
import { routePreload } from '../../scripts/vite-route-preload.mjs';
import { LANDING_SCREENS } from './src/app/landing-screens';
import { pwa } from './vite.pwa';

const apiTarget = process.env.JHOLA_API_URL ?? 'http://127.0.0.1:3000';

/** The staff app: its own bundle, served by the server under /staff (never part of the customer app). */
export default defineConfig({
  base: '/staff/',
  plugins: [
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
  },
});
