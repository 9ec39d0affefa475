import { describe, expect, it } from 'vitest';
import { isValidPin, PLACE_MESSAGES, placeLookupQuerySchema } from './place.js';

describe('place lookup query', () => {
  it('takes a 6-digit PIN not starting with 0 (spaces allowed) or a name', () => {
    expect(isValidPin('560034')).toBe(true);
    expect(isValidPin('060034')).toBe(false);
    expect(placeLookupQuerySchema.parse({ q: ' 560 034 ' }).q).toBe('560 034');
    expect(placeLookupQuerySchema.parse({ q: 'Andheri, Mumbai' }).q).toBe('Andheri, Mumbai');
  });

  it('refuses a malformed PIN and an empty query with their messages', () => {
    for (const q of ['56003', '5600341', '012345']) {
      expect(placeLookupQuerySchema.safeParse({ q }).error?.issues[0]?.message).toBe(
        PLACE_MESSAGES.pinInvalid,
      );
    }
    expect(placeLookupQuerySchema.safeParse({ q: ' ' }).error?.issues[0]?.message).toBe(
      PLACE_MESSAGES.queryRequired,
    );
  });
});
