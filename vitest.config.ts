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
    // Tests that never touch the test database run once, in the PGlite project (the outage and slow
    // database tests bring their own PostgreSQL behind a proxy).
    exclude:
      db === 'postgres'
        ? [
            'apps/server/src/server.test.ts',
            'apps/server/src/config.test.ts',
            'apps/server/src/db/database-outage.test.ts',
            'apps/server/src/db/slow-database.test.ts',
          ]
        : [],
    env: { JHOLA_TEST_DB: db },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Files share a worker's loaded modules (the app's graph costs ~4 s to import): each builds its own
    // app and database, and no server module keeps state between apps.
    isolate: false,
    // Bounds for a stuck test, not a pace: a passing test ends as soon as its last expectation holds. At a
    // load of 20 to 30 on two cores the lifecycle's race tests (many requests at once, each a transaction)
    // took over 30 s and failed on the old bound (issue 41).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

// A screen test on a busy shared machine: findBy / waitFor wait up to 10 s for their condition (the
// apps' test set-ups), and typing a whole form took 25 s at a load average of 38 on two cores, so the
// allowance is far above Vitest's 5 s default; a test that passes still ends as soon as its conditions hold.
const SCREEN_TEST_TIMEOUT_MS = 60_000;

/** Every screen test's set-up (a fresh page, Testing Library's clean-up and waits), shared by all jsdom projects. */
const SCREEN_SETUP = 'packages/ui/src/testing/jsdom-setup.ts';

const jsdomProject = (name: string, include: string, ...appSetup: string[]) => ({
  plugins: [i18nCatalogs(), react()],
  resolve: { conditions },
  test: {
    name,
    environment: 'jsdom' as const,
    include: [include],
    setupFiles: [SCREEN_SETUP, ...appSetup],
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
      jsdomProject('ui', 'packages/ui/src/**/*.test.{ts,tsx}'),
      jsdomProject('client', 'packages/client/src/**/*.test.{ts,tsx}'),
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
          setupFiles: [SCREEN_SETUP],
          isolate: false,
          testTimeout: SCREEN_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
