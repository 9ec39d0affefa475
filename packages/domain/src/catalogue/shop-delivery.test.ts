import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPlaceQuery,
  HALF_A_PLACE_MESSAGE,
  OUTSIDE_INDIA_MESSAGE,
  placeOf,
  placeQueryFields,
  shopsDeliveringTo,
  sortShopsNearby,
} from './shop-delivery.js';

const INDIRANAGAR = { lat: 12.9719, lng: 77.6412 };
const shop = (id: string, over: Partial<Parameters<typeof shopsDeliveringTo>[0][number]> = {}) => ({
  id,
  coordinates: INDIRANAGAR,
  deliveryRadiusKm: 5,
  orderCount: 0,
  isOpenNow: true,
  productCount: 10,
  ...over,
});

describe('shopsDeliveringTo', () => {
  it('keeps the shops whose radius reaches the place, with the distance in one decimal', () => {
    const place = { lat: INDIRANAGAR.lat + 0.03, lng: INDIRANAGAR.lng }; // about 3.3 km north
    const found = shopsDeliveringTo(
      [
        shop('near'),
        shop('small-radius', { deliveryRadiusKm: 3 }),
        shop('mumbai', { coordinates: { lat: 19.0213, lng: 72.8424 }, deliveryRadiusKm: 8 }),
        shop('not-on-map', { coordinates: null }),
      ],
      place,
    );
    expect(found.map((s) => [s.id, s.distanceKm])).toEqual([['near', 3.3]]);
  });

  it('puts open shops first, then the spec order within each group', () => {
    const place = INDIRANAGAR;
    const found = shopsDeliveringTo(
      [
        shop('closed-popular', { isOpenNow: false, orderCount: 900 }),
        shop('open-quiet', { orderCount: 1 }),
        shop('open-popular', { orderCount: 50 }),
        shop('closed-quiet', { isOpenNow: false, orderCount: 2 }),
      ],
      place,
    );
    expect(found.map((s) => s.id)).toEqual(['open-popular', 'open-quiet', 'closed-popular', 'closed-quiet']);
  });
});

describe('sortShopsNearby', () => {
  it('is stable on full ties and breaks order-count ties by product count', () => {
    const sorted = sortShopsNearby([
      shop('a', { productCount: 1 }),
      shop('b', { productCount: 5 }),
      shop('c', { productCount: 1 }),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('place query', () => {
  const schema = z.object(placeQueryFields).superRefine(checkPlaceQuery);
  const messageOf = (input: Record<string, string>) => schema.safeParse(input).error?.issues[0]?.message;

  it('takes both coordinates in India, or neither', () => {
    expect(placeOf(schema.parse({ lat: '12.9719', lng: ' 77.6412 ' }))).toEqual(INDIRANAGAR);
    expect(placeOf(schema.parse({}))).toBeNull();
  });

  it('refuses numbers that are not numbers, half a place, and places abroad', () => {
    expect(messageOf({ lat: 'abc', lng: '77.6' })).toBe('lat must be a number, e.g. 12.9716');
    expect(messageOf({ lat: '1e3', lng: '77.6' })).toBe('lat must be a number, e.g. 12.9716');
    expect(messageOf({ lat: '12.9' })).toBe(HALF_A_PLACE_MESSAGE);
    expect(messageOf({ lat: '51.5072', lng: '-0.1276' })).toBe(OUTSIDE_INDIA_MESSAGE);
  });
});
