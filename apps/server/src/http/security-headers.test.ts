import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** A stand-in for the built web app, so that the app's HTML answers can be checked without a build. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Jhola</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  // A script big enough for the build to write its brotli copy (apps/web/vite.compress.ts).
  const big = `console.log(${JSON.stringify('jhola '.repeat(400))})`;
  writeFileSync(path.join(dir, 'assets', 'vendor-def.js'), big);
  writeFileSync(path.join(dir, 'assets', 'vendor-def.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{color:red}');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

/** The directives of a CSP header, by name. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectLockedDown(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  const policy = csp(res);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(res.headers['strict-transport-security']).toBeUndefined();
  return policy;
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The staff app gets the same policy without anything of its own: helmet's hook covers every answer.
    t = await createTestApp({ env: { WEB_DIST: fakeWebDist(), STAFF_DIST: fakeWebDist() } });
  });
  afterAll(() => t.close());

  it('locks down the app shell, client routes, the service worker and the style sheet', async () => {
    for (const url of ['/', '/shops/123', '/staff/', '/staff/orders/42', '/sw.js', '/assets/index-abc.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const policy = expectLockedDown(res);
      expect(policy['style-src'], url).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends a hashed script only the headers a script is governed by (issue 47)', async () => {
    for (const [url, encoding] of [
      ['/assets/index-abc.js', 'identity'],
      ['/assets/vendor-def.js', 'br'],
      ['/staff/assets/vendor-def.js', 'br'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: url!, headers: { 'accept-encoding': encoding! } });
      expect(res.statusCode, url).toBe(200);
      if (encoding === 'br') expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      for (const pageOnly of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it('sends no referrer from the pages whose address carries a one-time token', async () => {
    for (const url of [
      '/reset-password?token=secret&email=a@b.co',
      '/verify-email?token=secret&email=a@b.co',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expectLockedDown(res);
    }
  });

  it('locks down API answers, errors included', async () => {
    for (const url of ['/api/shops', '/api/nothing', '/api/orders/customer']) {
      expectLockedDown(await t.app.inject({ method: 'GET', url }));
    }
  });

  it('lets the API docs page style itself inline, and only that page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(expectLockedDown(page)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(expectLockedDown(spec)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp(await t.app.inject({ method: 'GET', url: '/' }))['style-src']).toEqual(["'self'"]);
  });

  it('sends HSTS only when the request came over https', async () => {
    const https = await createTestApp({ env: { WEB_DIST: fakeWebDist(), TRUST_PROXY: 'true' } });
    try {
      const secure = await https.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await https.app.inject({ method: 'GET', url: '/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await https.close();
    }
  }, 90_000);

  it("allows the build's own inline script by its hash, and no other inline script", async () => {
    const dist = fakeWebDist();
    const script = 'window.__early = 1;';
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><script>${script}</script><script type="module" src="/assets/index-abc.js"></script>`,
    );
    const built = await createTestApp({ env: { WEB_DIST: dist, STAFF_DIST: fakeWebDist() } });
    try {
      const policy = expectLockedDown(await built.app.inject({ method: 'GET', url: '/shop/1' }));
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(policy['script-src']).toEqual(["'self'", hash]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
    } finally {
      await built.close();
    }
  }, 90_000);

  it("adds Google sign-in's origins only when Google sign-in is configured", async () => {
    const google = await createTestApp({
      env: { WEB_DIST: fakeWebDist(), GOOGLE_CLIENT_ID: 'client.apps.test' },
    });
    try {
      const res = await google.app.inject({ method: 'GET', url: '/login' });
      const policy = expectLockedDown(res);
      expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await google.close();
    }
  }, 90_000);
});
