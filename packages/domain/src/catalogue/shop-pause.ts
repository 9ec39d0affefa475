import type { Translate } from '../common/translate.js';
import { formatShopTime, kolkataTime, type NextOpening, type ShopOpenStatus } from './hours.js';
import { WEEKDAYS, type Weekday } from './shop-constants.js';

/**
 * Issue 46: the owner's "Close now" (with a reason and, when they know it, the time they are back) and
 * the holidays they set. Both close the shop whatever its weekly hours say; a pause with a time ends by
 * itself at that time, one without lasts until the owner opens again.
 */
export interface ShopClosures {
  pausedAt?: Date | string | null;
  pausedUntil?: Date | string | null;
  holidays?: readonly string[] | null;
}

const at = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** True while the owner's pause lasts at `now`. */
export function isPaused(shop: ShopClosures, now: Date): boolean {
  if (!shop.pausedAt) return false;
  return !shop.pausedUntil || at(shop.pausedUntil).getTime() > now.getTime();
}

const hhmmOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const dayName = (day: Weekday, t: Translate) => t(day.charAt(0).toUpperCase() + day.slice(1));

/** "Closed now · Back at 5:00 PM" (or on another day: "Back Tuesday at 9:00 AM"); "Closed for now" without a time. */
export function pausedStatus(shop: ShopClosures, now: Date, t: Translate): ShopOpenStatus {
  if (!shop.pausedUntil) return { isOpen: false, text: t('Closed for now') };
  const back = kolkataTime(at(shop.pausedUntil));
  const time = hhmmOf(back.minute);
  const day = WEEKDAYS[back.day] as Weekday;
  const sameDay =
    back.day === kolkataTime(now).day && at(shop.pausedUntil).getTime() - now.getTime() < 86_400_000;
  const label = sameDay
    ? t('Today at {time}', { time: formatShopTime(time, t) })
    : t('{day} at {time}', { day: dayName(day, t), time: formatShopTime(time, t) });
  const nextOpen: NextOpening = { day, time, label };
  const text = sameDay
    ? t('Closed now · Back at {time}', { time: formatShopTime(time, t) })
    : t('Closed now · Back {day} at {time}', { day: dayName(day, t), time: formatShopTime(time, t) });
  return { isOpen: false, text, nextOpen };
}
