import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'jhola-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Jhola</title>${'<!-- pad -->'.repeat(200)}`,
    );
    writeFileSync(
      path.join(dist, 'assets', 'main-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => t.close());

  it('falls back to index.html for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/shop/123', '/orders/abc?x=1', '/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Jhola</title>');
    }
  });

  it('serves hashed assets with immutable caching and compression', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404 instead of the app shell', async () => {
    const res = await t.app.inject({ url: '/assets/gone-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
