import { INDIA_TIME_ZONE } from '../common/format.js';
import { englishText, type Translate } from '../common/translate.js';
import type { DayHours, OperatingHours } from './shop.js';
import { WEEKDAYS, type Weekday } from './shop-constants.js';

/** Shop hours are always read in India's time, whatever the server's or the browser's zone. */
export const SHOP_TIME_ZONE = INDIA_TIME_ZONE;

export interface NextOpening {
  day: Weekday;
  /** HH:MM (24-hour) as stored. */
  time: string;
  /** e.g. "Tuesday at 9:00 AM". */
  label: string;
}

export interface ShopOpenStatus {
  isOpen: boolean;
  /** The PRODUCT.md §4 status line. */
  text: string;
  /** When a closed shop opens next (absent when open, or when the hours do not say). */
  nextOpen?: NextOpening;
}

const MINUTES_PER_DAY = 24 * 60;
// Creating an Intl formatter is costly; one per process is enough.
const kolkataClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and minute of the day in Asia/Kolkata at `now`. */
export function kolkataTime(now: Date): { day: number; minute: number } {
  const parts = kolkataClock.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(get('weekday').toLowerCase() as Weekday);
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hhmm: unknown): number | null => {
  const match = typeof hhmm === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** "21:00" → "9:00 PM", "00:30" → "12:30 AM": how a shopkeeper in India says it on a board. */
export function formatShopTime(hhmm: string, t: Translate = englishText): string {
  const text = shopTimeText(hhmm);
  return text ? t(text.key, text.params) : hhmm;
}

/**
 * A shop time as a catalogue text and its values, for words stored now and read later in the reader's
 * language (a timeline note, issue 46); null for an unreadable time.
 */
export function shopTimeText(
  hhmm: string,
): { key: string; params: { clock: string; period: string } } | null {
  const minutes = toMinutes(hhmm);
  if (minutes === null) return null;
  const h = Math.floor(minutes / 60);
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')}`;
  // English says AM or PM after the clock; Hindi says the part of the day before it ("सुबह 7:00"), and
  // its parts are not AM and PM (issue 47): the period names both.
  return { key: SHOP_TIME, params: { clock, period: dayPeriod(h) } };
}

/** The shop time's template, keyed by its English text like every domain word. */
const SHOP_TIME = '{clock} {period, select, night {AM} morning {AM} other {PM}}';

/** The part of the day an hour falls in, as Hindi names it: रात, सुबह, दोपहर, शाम, रात. */
function dayPeriod(hour: number): 'night' | 'morning' | 'afternoon' | 'evening' | 'lateNight' {
  if (hour < 4) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'lateNight';
}

/** "Monday" (a catalogue key), translated by the caller's translator. */
const dayName = (day: Weekday, t: Translate) => t(day.charAt(0).toUpperCase() + day.slice(1));

type Span = { open: number; close: number; openText: string; closeText: string };

/** A usable opening span of one day; null for a closed, missing or unreadable day. */
function spanOf(entry: DayHours | undefined): Span | null {
  if (!entry || entry.closed) return null;
  const open = toMinutes(entry.open);
  const close = toMinutes(entry.close);
  if (open === null || close === null) return null;
  return { open, close, openText: entry.open, closeText: entry.close };
}

/** 00:00–23:59 (or the same open and close time) means the whole day. */
const isAllDay = (s: Span) => s.open === s.close || (s.open === 0 && s.close === MINUTES_PER_DAY - 1);
/** Close earlier than open: the shop closes after midnight, on the next calendar day. */
const crossesMidnight = (s: Span) => s.close < s.open;

/** The first open day after today within the coming week (today's own weekday next week is not counted). */
function nextOpening(hours: OperatingHours, today: number, t: Translate): NextOpening | undefined {
  for (let ahead = 1; ahead < 7; ahead++) {
    const day = WEEKDAYS[(today + ahead) % 7] as Weekday;
    const span = spanOf(hours[day]);
    if (span)
      return {
        day,
        time: span.openText,
        label: t('{day} at {time}', { day: dayName(day, t), time: formatShopTime(span.openText, t) }),
      };
  }
  return undefined;
}

/**
 * PRODUCT.md §4 "Shop open/closed" for the instant `now`, in Asia/Kolkata.
 * No hours: open. A closed (or unlisted) day: "Closed on {Day}s". Open to close inclusive:
 * "Open until {close}". Before opening: "Opens at {time}". After closing: "Closed (was open until
 * {time})" with the next opening, or "Check shop hours" when the hours name none.
 */
export function shopOpenStatus(
  hours: OperatingHours | null | undefined,
  now: Date,
  translate: Translate = englishText,
): ShopOpenStatus {
  const t = translate;
  if (!hours || Object.keys(hours).length === 0) return { isOpen: true, text: t('Open now') };
  const { day, minute } = kolkataTime(now);
  const today = WEEKDAYS[day] as Weekday;
  const span = spanOf(hours[today]);
  if (span && isAllDay(span)) return { isOpen: true, text: t('Open 24 hours') };

  // A late-night shop (e.g. 18:00–02:00) from yesterday may still be open in today's small hours.
  const yesterday = spanOf(hours[WEEKDAYS[(day + 6) % 7] as Weekday]);
  if (yesterday && crossesMidnight(yesterday) && minute <= yesterday.close) {
    return { isOpen: true, text: t('Open until {time}', { time: formatShopTime(yesterday.closeText, t) }) };
  }

  if (!span) {
    const next = nextOpening(hours, day, t);
    const text = t('Closed on {day}s', { day: dayName(today, t) });
    return { isOpen: false, text, ...(next ? { nextOpen: next } : {}) };
  }
  if (minute < span.open) {
    return {
      isOpen: false,
      text: t('Opens at {time}', { time: formatShopTime(span.openText, t) }),
      nextOpen: {
        day: today,
        time: span.openText,
        label: t('Today at {time}', { time: formatShopTime(span.openText, t) }),
      },
    };
  }
  if (crossesMidnight(span) || minute <= span.close) {
    return { isOpen: true, text: t('Open until {time}', { time: formatShopTime(span.closeText, t) }) };
  }
  const time = formatShopTime(span.closeText, t);
  const next = nextOpening(hours, day, t);
  return next
    ? {
        isOpen: false,
        text: t('Closed (was open until {time}) · Opens {next}', { time, next: next.label }),
        nextOpen: next,
      }
    : { isOpen: false, text: t('Closed (was open until {time}) · Check shop hours', { time }) };
}
