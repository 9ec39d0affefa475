import { describe, expect, it } from 'vitest';
import { deliversTo, distanceKm, isInIndia, roundKm } from './geo.js';

const INDIRANAGAR = { lat: 12.9719, lng: 77.6412 };
const MALLESHWARAM = { lat: 13.0031, lng: 77.5643 };
const THANE = { lat: 19.2183, lng: 72.9781 };

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(INDIRANAGAR, INDIRANAGAR)).toBe(0);
    expect(distanceKm(INDIRANAGAR, MALLESHWARAM)).toBeCloseTo(distanceKm(MALLESHWARAM, INDIRANAGAR), 9);
  });

  it('measures across a city and between cities like a map does', () => {
    // Indiranagar to Malleshwaram is about 9 km as the crow flies.
    expect(distanceKm(INDIRANAGAR, MALLESHWARAM)).toBeGreaterThan(8.5);
    expect(distanceKm(INDIRANAGAR, MALLESHWARAM)).toBeLessThan(9.5);
    // Bengaluru to Thane is about 840 km.
    expect(distanceKm(INDIRANAGAR, THANE)).toBeGreaterThan(820);
    expect(distanceKm(INDIRANAGAR, THANE)).toBeLessThan(860);
  });

  it('one degree of latitude is about 111.2 km', () => {
    expect(distanceKm({ lat: 20, lng: 78 }, { lat: 21, lng: 78 })).toBeCloseTo(111.2, 1);
  });
});

describe('deliversTo', () => {
  it('takes places inside the radius, the edge included, and refuses the rest', () => {
    const edge = { lat: INDIRANAGAR.lat + 4.999 / 111.195, lng: INDIRANAGAR.lng };
    expect(deliversTo(INDIRANAGAR, 5, edge)).toBe(true);
    expect(deliversTo(INDIRANAGAR, 4.9, edge)).toBe(false);
    expect(deliversTo(INDIRANAGAR, 8, THANE)).toBe(false);
  });
});

describe('isInIndia', () => {
  it('knows Indian cities from places abroad', () => {
    expect(isInIndia(INDIRANAGAR)).toBe(true);
    expect(isInIndia({ lat: 34.1526, lng: 77.5771 })).toBe(true); // Leh
    expect(isInIndia({ lat: 51.5072, lng: -0.1276 })).toBe(false); // London
    expect(isInIndia({ lat: 0, lng: 0 })).toBe(false);
  });
});

describe('roundKm', () => {
  it('keeps one decimal', () => {
    expect(roundKm(2.345)).toBe(2.3);
    expect(roundKm(2.35)).toBe(2.4);
    expect(roundKm(0.04)).toBe(0);
  });
});
