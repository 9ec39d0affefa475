import { describe, expect, it } from 'vitest';
import { isId } from './id-format.js';
import { idSchema } from './ids.js';

const samples: unknown[] = [
  '0195f0a2-0000-7000-8000-000000000001',
  '550e8400-e29b-41d4-a716-446655440000',
  '550E8400-E29B-41D4-A716-446655440000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '550e8400-e29b-01d4-a716-446655440000', // version 0
  '550e8400-e29b-91d4-a716-446655440000', // version 9
  '550e8400-e29b-41d4-c716-446655440000', // variant bits 110
  '550e8400e29b41d4a716446655440000',
  '{550e8400-e29b-41d4-a716-446655440000}',
  ' 550e8400-e29b-41d4-a716-446655440000',
  '550e8400-e29b-41d4-a716-44665544000g',
  '550e8400-e29b-41d4-a716-446655440000\n',
  '',
  'abc',
  null,
  undefined,
  42,
  { _id: '550e8400-e29b-41d4-a716-446655440000' },
];

describe('isId', () => {
  it.each(samples.map((s) => [s]))('agrees with idSchema on %j', (sample) => {
    expect(isId(sample)).toBe(idSchema.safeParse(sample).success);
  });

  it('takes a UUID and refuses what is not one', () => {
    expect(isId('0195f0a2-0000-7000-8000-000000000001')).toBe(true);
    expect(isId('550e8400e29b41d4a716446655440000')).toBe(false);
  });
});
