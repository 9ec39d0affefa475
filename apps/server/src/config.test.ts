import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/jhola-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({ ...base });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    // DEMO_SHOPPERS defaults to on with the embedded database and off with PostgreSQL.
    expect(config.demoShoppers).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }).demoShoppers).toBe(false);
    // PRODUCT.md §13: each shop's response time unless overridden; jobs looked for every second.
    expect(config.revisionResponseMinutes).toBeUndefined();
    expect(config.jobs.pollMs).toBe(1000);
    expect(loadConfig({ ...base, REVISION_RESPONSE_MINUTES: '0.05' }).revisionResponseMinutes).toBe(0.05);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT: /],
    [{ PORT: '70000' }, /^Invalid PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ URL$/],
    [{ SMTP_URL: 'not a url' }, /^Invalid SMTP_URL: /],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO: must be true or false$/],
    [{ JWT_SECRET: 'short' }, /^Invalid JWT_SECRET: must be at least 32 characters$/],
    [{ APP_URL: 'ftp://x' }, /^Invalid APP_URL: /],
    [
      { REVISION_RESPONSE_MINUTES: 'soon' },
      /^Invalid REVISION_RESPONSE_MINUTES: must be a number of minutes$/,
    ],
    [
      { REVISION_RESPONSE_MINUTES: '0' },
      /^Invalid REVISION_RESPONSE_MINUTES: must be a number of minutes above 0$/,
    ],
    [{ JOBS_POLL_MS: 'often' }, /^Invalid JOBS_POLL_MS: /],
  ])('refuses a bad value with one line naming the variable: %o', (env, message) => {
    const attempt = () => loadConfig({ ...base, ...env } as NodeJS.ProcessEnv);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });

  it('keeps one generated JWT secret in DATA_DIR when none is given', () => {
    const dir = `/tmp/jhola-config-secret-${crypto.randomUUID()}`;
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
  });
});
