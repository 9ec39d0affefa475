import { describe, expect, it } from 'vitest';
import { isClosedToday, kolkataDate, shopStatusNow } from './closed-today.js';

describe('closed today', () => {
  it("uses India's date, not the server's (20:00 UTC is already tomorrow in Kolkata)", () => {
    expect(kolkataDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(kolkataDate(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-22');
  });

  it('closes the shop for that date only, whatever the hours', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    expect(shopStatusNow({ operatingHours: null, closedOn: '2026-11-22' }, now)).toEqual({
      isOpen: false,
      text: 'Closed today',
    });
    expect(shopStatusNow({ operatingHours: null, closedOn: '2026-11-21' }, now).isOpen).toBe(true);
    expect(shopStatusNow({ operatingHours: null, closedOn: null }, now).isOpen).toBe(true);
    expect(isClosedToday('2026-11-22', now)).toBe(true);
    expect(isClosedToday('2026-11-22', new Date('2026-11-22T19:00:00Z'))).toBe(false);
  });
});
