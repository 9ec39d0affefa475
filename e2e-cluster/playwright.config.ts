import { defineConfig, devices } from '@playwright/test';
import { CLUSTER } from './support/ports';

/**
 * Jhola as a cluster: three PostgreSQL-backed processes sharing Redis behind HAProxy, started by the
 * same `npm run cluster` script an operator uses (see support/cluster.ts). Needs PostgreSQL and Redis
 * on 127.0.0.1 (scripts/test.mjs skips this step with the reason when they are not there).
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: CLUSTER.lbUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    },
  },
  projects: [
    {
      name: 'cluster-chromium',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 360, height: 780 } },
    },
  ],
});
