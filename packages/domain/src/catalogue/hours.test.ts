import { describe, expect, it } from 'vitest';
import { formatShopTime, kolkataTime, shopOpenStatus } from './hours.js';
import type { OperatingHours } from './shop.js';

/** An instant given as India's wall-clock time (IST is UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
// 2025-06-01 is a Sunday, 2025-06-02 a Monday.
const SUNDAY = '2025-06-01';
const MONDAY = '2025-06-02';
const TUESDAY = '2025-06-03';

const day = (open: string, close: string) => ({ open, close, closed: false });
const weekdays9to9: OperatingHours = {
  monday: day('09:00', '21:00'),
  tuesday: day('09:00', '21:00'),
  wednesday: day('09:00', '21:00'),
  thursday: day('09:00', '21:00'),
  friday: day('09:00', '21:00'),
  saturday: day('10:00', '20:00'),
  sunday: { open: '09:00', close: '21:00', closed: true },
};

describe('kolkataTime', () => {
  it('reads the weekday and minute in India whatever the instant is in UTC', () => {
    // 20:00 UTC on Sunday is 01:30 on Monday in India.
    expect(kolkataTime(new Date('2025-06-01T20:00:00Z'))).toEqual({ day: 1, minute: 90 });
    expect(kolkataTime(ist(`${SUNDAY}T00:00`))).toEqual({ day: 0, minute: 0 });
  });
});

describe('formatShopTime', () => {
  it('writes times as a shop board in India does', () => {
    expect(formatShopTime('09:00')).toBe('9:00 AM');
    expect(formatShopTime('21:30')).toBe('9:30 PM');
    expect(formatShopTime('00:05')).toBe('12:05 AM');
    expect(formatShopTime('12:00')).toBe('12:00 PM');
    expect(formatShopTime('23:59')).toBe('11:59 PM');
  });

  it('names the part of the day for a language that says it before the clock (Hindi: सुबह 7:00)', () => {
    const periods: string[] = [];
    const byPeriod = (_text: string, values?: Record<string, string | number>) => {
      periods.push(String(values?.period));
      return `${values?.period} ${values?.clock}`;
    };
    expect(['03:30', '07:00', '12:30', '17:00', '21:00'].map((h) => formatShopTime(h, byPeriod))).toEqual([
      'night 3:30',
      'morning 7:00',
      'afternoon 12:30',
      'evening 5:00',
      'lateNight 9:00',
    ]);
  });
});

describe('shopOpenStatus', () => {
  it('treats a shop without hours as open', () => {
    expect(shopOpenStatus(null, ist(`${MONDAY}T03:00`))).toEqual({ isOpen: true, text: 'Open now' });
    expect(shopOpenStatus({}, ist(`${MONDAY}T03:00`)).isOpen).toBe(true);
  });

  it('before opening says when it opens today', () => {
    const status = shopOpenStatus(weekdays9to9, ist(`${MONDAY}T08:59`));
    expect(status).toMatchObject({ isOpen: false, text: 'Opens at 9:00 AM' });
    expect(status.nextOpen).toEqual({ day: 'monday', time: '09:00', label: 'Today at 9:00 AM' });
  });

  it('is open at the opening minute and at the closing minute (inclusive)', () => {
    expect(shopOpenStatus(weekdays9to9, ist(`${MONDAY}T09:00`))).toEqual({
      isOpen: true,
      text: 'Open until 9:00 PM',
    });
    expect(shopOpenStatus(weekdays9to9, ist(`${MONDAY}T21:00`)).isOpen).toBe(true);
  });

  it('after closing names the next open day and time', () => {
    const status = shopOpenStatus(weekdays9to9, ist(`${MONDAY}T21:01`));
    expect(status.isOpen).toBe(false);
    expect(status.text).toBe('Closed (was open until 9:00 PM) · Opens Tuesday at 9:00 AM');
    expect(status.nextOpen).toEqual({ day: 'tuesday', time: '09:00', label: 'Tuesday at 9:00 AM' });
  });

  it('after closing skips closed days to find the next opening', () => {
    const status = shopOpenStatus(weekdays9to9, ist('2025-06-07T20:30')); // Saturday after 8 PM
    expect(status.text).toBe('Closed (was open until 8:00 PM) · Opens Monday at 9:00 AM');
  });

  it('after closing says "Check shop hours" when no other day of the week opens', () => {
    const mondaysOnly: OperatingHours = { monday: day('09:00', '13:00') };
    const status = shopOpenStatus(mondaysOnly, ist(`${MONDAY}T14:00`));
    expect(status).toEqual({ isOpen: false, text: 'Closed (was open until 1:00 PM) · Check shop hours' });
  });

  it('on a closed day says "Closed on {Day}s" and still knows the next opening', () => {
    const status = shopOpenStatus(weekdays9to9, ist(`${SUNDAY}T12:00`));
    expect(status.isOpen).toBe(false);
    expect(status.text).toBe('Closed on Sundays');
    expect(status.nextOpen?.label).toBe('Monday at 9:00 AM');
  });

  it('treats a day missing from otherwise listed hours as closed', () => {
    const { sunday: _, ...noSunday } = weekdays9to9;
    expect(shopOpenStatus(noSunday, ist(`${SUNDAY}T12:00`)).text).toBe('Closed on Sundays');
  });

  it('keeps a 00:00–23:59 shop open around midnight', () => {
    const allDay: OperatingHours = { sunday: day('00:00', '23:59'), monday: day('00:00', '23:59') };
    for (const time of [`${SUNDAY}T23:59`, `${MONDAY}T00:00`, `${MONDAY}T00:01`, `${MONDAY}T12:00`]) {
      expect(shopOpenStatus(allDay, ist(time))).toEqual({ isOpen: true, text: 'Open 24 hours' });
    }
  });

  it('handles hours that cross midnight (close earlier than open)', () => {
    const lateNight: OperatingHours = { monday: day('18:00', '02:00'), tuesday: day('18:00', '02:00') };
    expect(shopOpenStatus(lateNight, ist(`${MONDAY}T17:59`)).text).toBe('Opens at 6:00 PM');
    expect(shopOpenStatus(lateNight, ist(`${MONDAY}T23:30`))).toEqual({
      isOpen: true,
      text: 'Open until 2:00 AM',
    });
    // Still Monday's late shift after midnight, and shut once it ends.
    expect(shopOpenStatus(lateNight, ist(`${TUESDAY}T02:00`)).isOpen).toBe(true);
    expect(shopOpenStatus(lateNight, ist(`${TUESDAY}T02:01`)).text).toBe('Opens at 6:00 PM');
    // Sunday's night is not covered by Monday's hours: Monday's small hours belong to no shift.
    expect(shopOpenStatus(lateNight, ist(`${MONDAY}T01:00`)).text).toBe('Opens at 6:00 PM');
  });

  it('a late shift from yesterday keeps the shop open on a day it is otherwise closed', () => {
    const fridayNight: OperatingHours = { friday: day('20:00', '03:00') };
    expect(shopOpenStatus(fridayNight, ist('2025-06-07T01:00')).text).toBe('Open until 3:00 AM');
    expect(shopOpenStatus(fridayNight, ist('2025-06-07T04:00')).text).toBe('Closed on Saturdays');
  });

  it('ignores unreadable day entries instead of failing', () => {
    const broken = { monday: { open: '9am', close: '9pm', closed: false } } as unknown as OperatingHours;
    expect(shopOpenStatus(broken, ist(`${MONDAY}T12:00`))).toMatchObject({ isOpen: false });
  });
});
