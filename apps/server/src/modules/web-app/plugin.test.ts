import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const APP_JS = `export const app = ${JSON.stringify('jhola '.repeat(2000))};`;
const APP_JS_BR = brotliCompressSync(APP_JS);

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
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Jhola"}');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dist, 'icons'));
    writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // What the build writes next to its text files (apps/web/vite.compress.ts).
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), APP_JS_BR);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS, { level: 9 }));
    const staffDist = mkdtempSync(path.join(tmpdir(), 'jhola-staff-dist-'));
    mkdirSync(path.join(staffDist, 'assets'));
    writeFileSync(path.join(staffDist, 'index.html'), '<!doctype html><title>Jhola Staff</title>');
    writeFileSync(path.join(staffDist, 'assets', 'staff-def456.js'), 'console.log("staff");');
    writeFileSync(path.join(staffDist, 'sw.js'), 'self.addEventListener("push", () => {});');
    t = await createTestApp({ env: { WEB_DIST: dist, STAFF_DIST: staffDist } });
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
    // One validator for a file that never changes under its name, and no ranges (issue 47).
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    const revalidated = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const shell = await t.app.inject({ url: '/sw.js' });
    expect(shell.headers['last-modified']).toBeDefined();
  });

  it('sends the brotli and gzip copies of the build as they are, varying on Accept-Encoding', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Byte for byte the file the build wrote, not a copy compressed again on the fly.
    expect(br.rawPayload.equals(APP_JS_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(APP_JS);
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

  it('serves the staff app under /staff with its own fallback, never the customer shell', async () => {
    for (const url of ['/staff', '/staff/', '/staff/login', '/staff/orders/abc?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain('<title>Jhola Staff</title>');
    }
    const asset = await t.app.inject({ url: '/staff/assets/staff-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/staff/assets/gone-old.js' })).statusCode).toBe(404);
    // The customer app's routes and assets are untouched by the staff build.
    expect((await t.app.inject({ url: '/staffing' })).body).toContain('<title>Jhola</title>');
    expect((await t.app.inject({ url: '/assets/staff-def456.js' })).statusCode).toBe(404);
  });

  it("serves each app's service worker revalidated, allowed its own scope only, and the manifest", async () => {
    const web = await t.app.inject({ url: '/sw.js' });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toContain('javascript');
    expect(web.headers['cache-control']).toBe('no-cache');
    expect(web.headers['service-worker-allowed']).toBe('/');
    const staff = await t.app.inject({ url: '/staff/sw.js' });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('push');
    expect(staff.headers['cache-control']).toBe('no-cache');
    expect(staff.headers['service-worker-allowed']).toBe('/staff/');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('caches the icons for a day: one page load draws the logo several times', async () => {
    for (const url of ['/favicon.svg', '/icons/icon-192.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
    }
    // Other files at the root stay revalidated.
    expect((await t.app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });
});
