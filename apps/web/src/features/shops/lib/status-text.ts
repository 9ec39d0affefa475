import { type OperatingHours, shopStatusNow } from '@jhola/domain';
import { i18n } from '@jhola/ui';
import { tDomain } from '../../../lib/domain-text';

interface ShopStatus {
  statusText?: string;
  operatingHours?: OperatingHours | null;
  closedToday?: boolean;
  pause?: { reason: string | null; reopensAt: string | null } | null;
  holidays?: string[];
}

/**
 * A shop's open/closed line in the language on screen. The server writes it in English (its shop replies
 * are the same bytes for everyone); in another language it is worked out again here from the shop's hours
 * with the domain's own rule ("Open until {time}", "Opens Tomorrow at {time}"), so the times read Hindi
 * too. A shop closed for today, or without hours, has a fixed line that the catalogue translates.
 */
export function shopStatusText(shop: ShopStatus): string {
  const english = shop.statusText ?? '';
  if (i18n.locale === 'en') return tDomain(english);
  // Issue 46: the owner's "Back at 5:00 PM", worked out again in the language on screen.
  if (shop.pause) {
    const closures = { pausedAt: 'now', pausedUntil: shop.pause.reopensAt };
    return shopStatusNow({ operatingHours: null, ...closures }, new Date(), tDomain).text;
  }
  if (shop.closedToday || !shop.operatingHours) return tDomain(english);
  // The owner's holidays (issue 46) close it all day, whatever the hours.
  return shopStatusNow(
    { operatingHours: shop.operatingHours, holidays: shop.holidays ?? [] },
    new Date(),
    tDomain,
  ).text;
}
