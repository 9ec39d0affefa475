import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/support/browser';

/**
 * The end-to-end tests drive Debian's headless Chromium (e2e/support/browser.ts) against the built app served by the real server,
 * on a fresh temporary DATA_DIR (embedded PostgreSQL with the demo data).
 */
const port = Number(process.env.E2E_PORT ?? 3111);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'jhola-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The run's own token for moving the server's clock (e2e/support/clock.ts, decision 0085); the workers
// inherit it as they inherit the data directory.
const clockToken = process.env.E2E_CLOCK_TOKEN ?? randomBytes(32).toString('hex');
process.env.E2E_CLOCK_TOKEN = clockToken;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two journeys at a time, each with its own customer (support/customers.ts).
  workers: 2,
  retries: 0,
  // A bound for a stuck journey, not a pace: a passing journey ends as soon as its last expectation holds.
  // On two cores at a load of 25, journeys without their own allowance took up to 90 s (issue 41).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    // No trace while recording: it filmed every frame and copied the page's DOM at every step of every
    // journey (a third of the browser's work, decision 0079) for a file read only when one fails. To see
    // a failure step by step, run that journey again with `--trace retain-on-failure`; a failing journey
    // still leaves its screenshot and the page's accessibility tree (error-context.md) in test-results/.
    trace: 'off',
    // Journeys that stub requests (page.route) need them unanswered by a service worker; e2e/pwa.spec.ts
    // allows the workers it tests.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile-chromium',
      // A phone's layout (360 px, touch, mobile viewport) at one device pixel per CSS pixel: software
      // raster of a 2.625× screen cost the suite minutes on two cores, and no journey reads pixels.
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_SHOPPERS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526)}`,
      // Phone sign-in codes go to the SMS catcher of e2e/support/global-setup.ts (issue 31).
      SMS_WEBHOOK_URL: `http://127.0.0.1:${Number(process.env.E2E_SMS_PORT ?? 2527)}/sms`,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Journeys sign their customers up each from its own address, as phones behind a proxy would
      // (support/customers.ts); the per-address limits hold for each of them.
      TRUST_PROXY: 'true',
      // Offline: geocoding fails at once (nothing listens on port 9) and orders keep null coordinates.
      GEOCODER_NOMINATIM_URL: 'http://127.0.0.1:9/search',
      // Nothing listens there, so no turn-taking for it (the one-call-a-second policy is the real one's).
      GEOCODER_NOMINATIM_INTERVAL_MS: '0',
      // Journeys move the clock instead of waiting a shop's minutes (POST /api/test-clock, decision 0085).
      TEST_CLOCK_TOKEN: clockToken,
    },
  },
});
