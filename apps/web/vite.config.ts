import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.compress';
import { pwa } from './vite.pwa';
import { routePreload } from './vite.route-preload';

const apiTarget = process.env.JHOLA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(), precompress(), pwa],
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
  },
});
