import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocoderStandIn } from '../../test/geocoder-stand-in.js';
import { Geocoder, normaliseAddressKey } from './geocoder.js';

const address = {
  street: '12 MG Road',
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

describe('Geocoder against a local stand-in of Google and Nominatim', () => {
  let standIn: GeocoderStandIn;
  const failures: string[] = [];
  const make = (options: { googleKey?: string; timeoutMs?: number; cacheSize?: number } = {}) =>
    new Geocoder({
      googleKey: options.googleKey,
      googleUrl: standIn.googleUrl,
      nominatimUrl: standIn.nominatimUrl,
      userAgent: 'Jhola-test/1.0 (support@jhola.test)',
      timeoutMs: options.timeoutMs ?? 2000,
      cacheSize: options.cacheSize ?? 100,
      onProviderFailure: (provider, reason) => failures.push(`${provider}: ${reason}`),
    });

  beforeAll(async () => {
    standIn = await new GeocoderStandIn().start();
  });
  afterAll(async () => standIn.stop());
  beforeEach(() => {
    standIn.reset();
    failures.length = 0;
  });

  it('asks Google first when a key is set, restricted to India, and stops at its answer', async () => {
    const result = await make({ googleKey: 'secret-key' }).geocode(address);
    expect(result).toMatchObject({
      found: true,
      coordinates: { lat: 12.9716, lng: 77.5946 },
      approximate: false,
    });
    expect(standIn.calls.map((c) => c.provider)).toEqual(['google']);
    const url = standIn.calls[0]!.url;
    expect(url.searchParams.get('components')).toBe('country:IN');
    expect(url.searchParams.get('key')).toBe('secret-key');
    expect(url.searchParams.get('address')).toBe(
      '12 MG Road, Ashok Nagar, Bengaluru, Karnataka, 560001, India',
    );
  });

  it('goes straight to Nominatim without a Google key, with countrycodes=in and its own User-Agent', async () => {
    const result = await make().geocode(address);
    expect(result.found).toBe(true);
    expect(standIn.calls).toHaveLength(1);
    const call = standIn.calls[0]!;
    expect(call.provider).toBe('nominatim');
    expect(call.url.searchParams.get('countrycodes')).toBe('in');
    expect(call.userAgent).toBe('Jhola-test/1.0 (support@jhola.test)');
  });

  it('falls back to Nominatim when Google fails, and notes the failure without the key', async () => {
    standIn.down.add('google');
    const result = await make({ googleKey: 'secret-key' }).geocode(address);
    expect(result.found).toBe(true);
    expect(standIn.calls.map((c) => c.provider)).toEqual(['google', 'nominatim']);
    expect(failures).toEqual(['google: unreachable or bad reply']);
    expect(failures.join(' ')).not.toContain('secret-key');
  });

  it('retries with only city, state and India when the full address is not found', async () => {
    const result = await make({ googleKey: 'k' }).geocode({ ...address, street: 'Nowhere Lane 9' });
    expect(result).toMatchObject({ found: true, approximate: true });
    expect(standIn.calls.map((c) => `${c.provider}:${c.text}`)).toEqual([
      'google:Nowhere Lane 9, Ashok Nagar, Bengaluru, Karnataka, 560001, India',
      'nominatim:Nowhere Lane 9, Ashok Nagar, Bengaluru, Karnataka, 560001, India',
      'google:Bengaluru, Karnataka, India',
    ]);
  });

  it('refuses places outside India even when a provider returns one', async () => {
    const result = await make({ googleKey: 'k' }).geocode({ ...address, city: 'Abroad City' });
    expect(result).toEqual({ found: false, coordinates: null, formattedAddress: '', approximate: false });
    // Full address and the city/state retry, on both providers.
    expect(standIn.calls).toHaveLength(4);
  });

  it('gives up on a provider that is slower than the time-out and does not ask it again', async () => {
    standIn.slowMs = 800;
    const result = await make({ timeoutMs: 200 }).geocode({ ...address, street: 'Slow Street 1' });
    expect(result.found).toBe(false);
    expect(failures).toEqual(['nominatim: timeout']);
    expect(standIn.calls).toHaveLength(1);
  });

  it('fails quickly and harmlessly when nothing listens at the configured address', async () => {
    const geocoder = new Geocoder({
      googleKey: undefined,
      googleUrl: 'http://127.0.0.1:9/google',
      nominatimUrl: 'http://127.0.0.1:9/nominatim',
      userAgent: 'x',
    });
    await expect(geocoder.geocode(address)).resolves.toMatchObject({ found: false, coordinates: null });
  });

  it('caches results by normalised address text', async () => {
    const geocoder = make();
    await geocoder.geocode(address);
    const again = await geocoder.geocode({ ...address, street: '12,  mg road', city: 'BENGALURU' });
    expect(again.found).toBe(true);
    expect(standIn.calls).toHaveLength(1);
  });

  it('remembers a definite miss but not a failure to reach the provider', async () => {
    const geocoder = make();
    const nowhere = { street: 'Nowhere 1', city: 'Nowhere', state: 'Nowhere' };
    await geocoder.geocode(nowhere);
    const callsAfterFirst = standIn.calls.length;
    await geocoder.geocode(nowhere);
    expect(standIn.calls.length).toBe(callsAfterFirst);

    standIn.down.add('nominatim');
    await geocoder.geocode({ ...address, street: 'Other Road 2' });
    standIn.down.clear();
    const later = await geocoder.geocode({ ...address, street: 'Other Road 2' });
    expect(later.found).toBe(true);
  });

  it('keeps the cache within its size bound, dropping the least recently used', async () => {
    const geocoder = make({ cacheSize: 2 });
    const a = { ...address, street: 'A road' };
    const b = { ...address, street: 'B road' };
    const c = { ...address, street: 'C road' };
    await geocoder.geocode(a);
    await geocoder.geocode(b);
    await geocoder.geocode(a); // a is now the most recent
    await geocoder.geocode(c); // evicts b
    standIn.reset();
    await geocoder.geocode(a);
    expect(standIn.calls).toHaveLength(0);
    await geocoder.geocode(b);
    expect(standIn.calls).toHaveLength(1);
  });

  it('normalises keys by case, spaces and punctuation', () => {
    expect(normaliseAddressKey(' 12, MG   Road.  Bengaluru ')).toBe('12 mg road bengaluru');
  });
});
