import { beforeEach, describe, expect, it } from 'vitest';
import { PLACE_STORAGE_KEY, placeQuery, readPlace, usePlaceStore } from './place-store';

const dadar = {
  label: 'Dadar West, Mumbai',
  lat: 19.0176,
  lng: 72.84312,
  pin: '400028',
  city: 'Mumbai',
  state: 'Maharashtra',
  source: 'typed' as const,
};

describe('delivery place store', () => {
  beforeEach(() => usePlaceStore.getState().clearPlace());

  it('keeps the chosen place in local storage', () => {
    usePlaceStore.getState().setPlace(dadar);
    expect(JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY) ?? '{}').state.place).toEqual(dadar);
  });

  it('reads back only a usable place', () => {
    expect(readPlace(dadar)).toEqual(dadar);
    expect(readPlace({ ...dadar, lat: 'x' })).toBeNull();
    expect(readPlace({ label: 'X' })).toBeNull();
    expect(readPlace(null)).toBeNull();
    expect(readPlace({ label: 'Here', lat: 1, lng: 2, source: 'weird' })).toEqual({
      label: 'Here',
      lat: 1,
      lng: 2,
      pin: null,
      city: '',
      state: '',
      source: 'typed',
    });
  });

  it('asks the server with coordinates rounded to about 10 m, and nothing without a place', () => {
    expect(placeQuery(dadar)).toEqual({ lat: 19.0176, lng: 72.8431 });
    expect(placeQuery(null)).toEqual({});
  });
});
