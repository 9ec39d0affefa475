import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocoderStandIn } from '../../test/geocoder-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

describe('POST /api/geocode', () => {
  let t: TestApp;
  let standIn: GeocoderStandIn;
  let customer: TestUser;
  const address = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
  const geocode = (user: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/geocode', headers: user?.headers ?? {}, payload });

  beforeAll(async () => {
    standIn = await new GeocoderStandIn().start();
    t = await createTestApp({
      env: {
        GEOCODER_GOOGLE_KEY: 'very-secret-google-key',
        GEOCODER_GOOGLE_URL: standIn.googleUrl,
        GEOCODER_NOMINATIM_URL: standIn.nominatimUrl,
      },
    });
    customer = await createTestUser(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(() => standIn.reset());

  it('returns the coordinates and formatted address, keeping the key on the server', async () => {
    const res = await geocode(customer, address);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      found: true,
      coordinates: { lat: 12.9716, lng: 77.5946 },
      formattedAddress: '12 MG Road, Bengaluru, Karnataka, 560001, India (stand-in)',
      approximate: false,
    });
    expect(standIn.calls[0]!.url.searchParams.get('key')).toBe('very-secret-google-key');
    expect(res.body).not.toContain('very-secret-google-key');
  });

  it('says clearly when nothing in India was found', async () => {
    const res = await geocode(customer, { street: 'Nowhere', city: 'Nowhere', state: 'Nowhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Could not find coordinates for: Nowhere, Nowhere, Nowhere, India',
      data: { found: false, coordinates: null },
    });
  });

  it('needs city and state, and a signed-in customer', async () => {
    expect((await geocode(customer, { street: 'x', city: '', state: 'Goa' })).statusCode).toBe(422);
    expect((await geocode(null, address)).statusCode).toBe(401);
    const shopper = await createTestUser(t, { role: 'shopper' });
    expect((await geocode(shopper, address)).statusCode).toBe(403);
  });

  it('is rate limited per customer (429)', async () => {
    const busy = await createTestUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await geocode(busy, address)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another customer is not affected.
    expect((await geocode(customer, address)).statusCode).toBe(200);
  });
});
