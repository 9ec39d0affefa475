import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from '../../scripts/vite-i18n-catalogs.mjs';
import { routePreload } from '../../scripts/vite-route-preload.mjs';
import { LANDING_SCREENS } from './src/app/landing-screens';
import { precompress } from './vite.compress';
import { pwa } from './vite.pwa';

/**
 * The libraries every screen runs, in one chunk of the first load (issue 16: ≤ 100 KiB brotli): left to
 * itself the bundler cuts them into several small files, and small files compress worse. Libraries only:
 * a group that pulled app modules in made chunks import each other in a cycle, and a lazy chunk that
 * imports its importer fails to load.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|@tanstack[\\/](query-core|react-query)|@lingui[\\/]core)[\\/]/;

const apiTarget = process.env.JHOLA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    i18nCatalogs(),
    react(),
    tailwindcss(),
    routePreload({ screens: LANDING_SCREENS }),
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
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // The domain's modules define zod schemas next to the rules the screens use; a schema no screen
      // reads is dropped, and with it the schema library from the screens that read only the rules
      // (the order page took 22 KB of gzip for one enum).
      treeshake: { manualPureFunctions: ['z', 'storableString'] },
      output: { codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] } },
    },
  },
});
