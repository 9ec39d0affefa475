import { englishText, type Translate } from '../common/translate.js';
import { SHOP_TIME_ZONE, type ShopOpenStatus, shopOpenStatus } from './hours.js';
import type { OperatingHours } from './shop.js';
import { isPaused, pausedStatus, type ShopClosures } from './shop-pause.js';

// Creating an Intl formatter is costly; one per process is enough. en-CA writes dates as YYYY-MM-DD.
const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India (YYYY-MM-DD) at `now`: the day an admin's "closed today" lasts. */
export const kolkataDate = (now: Date): string => kolkataDay.format(now);

export const CLOSED_TODAY_TEXT = 'Closed today';

/**
 * Open or closed at `now`: closed while its owner has paused it (issue 46), all day on one of its
 * holidays or when an admin closed the shop for today (`closedOn` is today's date in India); otherwise
 * by the weekly hours. The day marks run out at midnight by themselves, a pause at its time.
 */
export function shopStatusNow(
  shop: { operatingHours: OperatingHours | null; closedOn?: string | null } & ShopClosures,
  now: Date,
  translate: Translate = englishText,
): ShopOpenStatus {
  if (isPaused(shop, now)) return pausedStatus(shop, now, translate);
  const today = kolkataDate(now);
  if ((shop.closedOn && shop.closedOn === today) || shop.holidays?.includes(today))
    return { isOpen: false, text: translate(CLOSED_TODAY_TEXT) };
  return shopOpenStatus(shop.operatingHours, now, translate);
}

export const isClosedToday = (closedOn: string | null | undefined, now: Date): boolean =>
  !!closedOn && closedOn === kolkataDate(now);
