import { describe, expect, it } from 'vitest';
import { migrateAddress, migrateStoredUserRecord } from './stored-address';

describe('PRODUCT.md §3 start-up migration of stored addresses', () => {
  it('flattens nested coordinates', () => {
    expect(
      migrateAddress({
        street: 'MG Road',
        city: 'Pune',
        state: 'MH',
        zipCode: '411001',
        coordinates: { lat: 18.5, lng: 73.8 },
      }),
    ).toEqual({ street: 'MG Road', city: 'Pune', state: 'MH', zipCode: '411001', lat: 18.5, lng: 73.8 });
  });

  it('turns missing text into empty strings and missing coordinates into null', () => {
    expect(migrateAddress({ city: 'Pune' })).toEqual({
      street: '',
      city: 'Pune',
      state: '',
      zipCode: '',
      lat: null,
      lng: null,
    });
    expect(migrateAddress({ coordinates: { lat: 'x' } }).lat).toBeNull();
  });

  it('keeps already flat coordinates and other fields', () => {
    expect(migrateAddress({ street: 'a', lat: 1, lng: 2, landmark: 'temple' })).toMatchObject({
      lat: 1,
      lng: 2,
      landmark: 'temple',
    });
  });

  it('migrates the address in the user sub-object of the stored user record', () => {
    const record = {
      _id: 'u1',
      name: 'A',
      user: { address: { street: 'x', coordinates: { lat: 1, lng: 2 } } },
    };
    expect(migrateStoredUserRecord(record)).toEqual({
      _id: 'u1',
      name: 'A',
      user: { address: { street: 'x', city: '', state: '', zipCode: '', lat: 1, lng: 2 } },
    });
  });

  it('throws for something that is not a record', () => {
    expect(() => migrateStoredUserRecord('nope')).toThrow();
    expect(() => migrateStoredUserRecord({ user: { address: 'a string' } })).toThrow();
  });
});
