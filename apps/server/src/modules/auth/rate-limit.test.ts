import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Invalid bodies are cheap and still count: the limit applies before validation. */
async function statuses(url: string, count: number, payload: object, ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    codes.push((await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })).statusCode);
  }
  return codes;
}

describe('per-IP rate limits', () => {
  it.each([
    ['/api/auth/login', 100],
    ['/api/auth/signup', 20],
    ['/api/auth/forgot-password', 20],
    ['/api/auth/resend-verification', 20],
  ])('%s allows %i requests per IP in 15 minutes, then 429', async (url, max) => {
    const ip = `10.0.${max}.${url.length}`;
    const codes = await statuses(url, max + 1, {}, ip);
    expect(codes.slice(0, max).every((c) => c === 422)).toBe(true);
    expect(codes[max]).toBe(429);
    const other = await statuses(url, 1, {}, '10.9.9.9');
    expect(other).toEqual([422]);
  });

  it('answers 429 in the error envelope', async () => {
    const ip = '10.1.1.1';
    await statuses('/api/auth/signup', 20, {}, ip);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {},
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });
});
