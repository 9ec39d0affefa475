import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPORT_EMAIL: 'help@jhola.example', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' },
  });
});
afterAll(async () => t.close());

describe('GET /api/config', () => {
  it('publishes only what the browser may know', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        googleClientId: null,
        supportEmail: 'help@jhola.example',
        version: t.config.version,
        mapTiles: {
          url: 'https://tiles.example/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
        vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      },
    });
  });

  it('has no map tiles unless configured, and refuses a tile URL without {z}/{x}/{y}', () => {
    expect(testConfig().mapTiles).toBeNull();
    expect(() => testConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('documents every accounts route in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/auth/signup',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/login',
      '/api/auth/google',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/config',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
