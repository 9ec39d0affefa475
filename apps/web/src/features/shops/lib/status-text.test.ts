import { type OperatingHours, WEEKDAYS } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHindiInTests, resetLanguage } from '../../../test/languages';
import { shopStatusText } from './status-text';

/** Open every day from 06:00 to 23:00: a line with a time in it ("Open until…" or "Opens at…"). */
const allDay: OperatingHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { open: '06:00', close: '23:00', closed: false }]),
);

describe('a shop’s open/closed line', () => {
  afterEach(resetLanguage);

  it('is the server’s English line in English', () => {
    expect(shopStatusText({ statusText: 'Open until 11:00 PM', operatingHours: allDay })).toBe(
      'Open until 11:00 PM',
    );
  });

  it('is worked out again from the hours in Hindi, times included', async () => {
    loadHindiInTests();
    await useLanguageStore.getState().setLanguage('hi');
    const line = shopStatusText({ statusText: 'Open until 11:00 PM', operatingHours: allDay });
    expect(line).toMatch(/[\u0900-\u097F]/);
    expect(line).toMatch(/\d{1,2}:\d{2}/);
    expect(line).not.toMatch(/Open|Opens|Closed/);
    // The part of the day before the clock, as Hindi says it, never "11:00 PM बजे" (issue 47).
    expect(line).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे/);
    expect(line).not.toMatch(/AM|PM/);
    expect(shopStatusText({ statusText: 'Closed today', closedToday: true, operatingHours: allDay })).toMatch(
      /[\u0900-\u097F]/,
    );
  });
});
