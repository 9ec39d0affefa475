import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.mjs';

const conditions = ['@jhola/source'];
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name,
    environment: 'node' as const,
    include: ['apps/server/src/**/*.test.ts'],
    // Tests that never touch the test database run once, in the PGlite project (the outage test brings
    // its own PostgreSQL behind a proxy).
    exclude:
      db === 'postgres'
        ? [
            'apps/server/src/server.test.ts',
            'apps/server/src/config.test.ts',
            'apps/server/src/db/database-outage.test.ts',
          ]
        : [],
    env: { JHOLA_TEST_DB: db },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Files share a worker's loaded modules (the app's graph costs ~4 s to import): each builds its own
    // app and database, and no server module keeps state between apps.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// A screen test on a busy shared machine: findBy / waitFor wait up to 10 s for their condition (the
// apps' test set-ups), so a test may take longer than Vitest's 5 s default; one that passes still ends
// as soon as its conditions hold.
const SCREEN_TEST_TIMEOUT_MS = 30_000;

const jsdomProject = (name: string, include: string, setup: string) => ({
  plugins: [i18nCatalogs(), react()],
  resolve: { conditions },
  test: {
    name,
    environment: 'jsdom' as const,
    include: [include],
    setupFiles: [setup],
    isolate: false,
    testTimeout: SCREEN_TEST_TIMEOUT_MS,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two.
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions },
        test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      jsdomProject('ui', 'packages/ui/src/**/*.test.{ts,tsx}', 'apps/web/src/test/setup.ts'),
      jsdomProject('client', 'packages/client/src/**/*.test.{ts,tsx}', 'apps/web/src/test/setup.ts'),
      jsdomProject('staff', 'apps/staff/src/**/*.test.{ts,tsx}', 'apps/staff/src/test/setup.ts'),
      // The house's own rules (import boundaries), checked by running the real linter.
      {
        test: { name: 'house', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        plugins: [i18nCatalogs(), react()],
        resolve: { conditions },
        // Tests that run in the node environment (a real socket.io or HTTP server) resolve like SSR:
        // they read the packages' sources too, with or without a build.
        ssr: { resolve: { conditions } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
          testTimeout: SCREEN_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
