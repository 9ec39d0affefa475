import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance } from './geo';

const home = { lat: 12.9716, lng: 77.5946 };

describe('geo', () => {
  it('measures distance along the earth', () => {
    // 0.01° of latitude is about 1.11 km anywhere.
    expect(distanceMetres(home, { lat: home.lat + 0.01, lng: home.lng })).toBeCloseTo(1112, -1);
    expect(distanceMetres(home, home)).toBe(0);
  });

  it('formats metres and kilometres', () => {
    expect(formatDistance(234)).toBe('230 m');
    expect(formatDistance(1234)).toBe('1.2 km');
  });
});
