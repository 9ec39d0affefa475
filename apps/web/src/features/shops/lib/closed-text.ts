import { tDomain } from '../../../lib/domain-text';
import { tShops } from '../i18n';
import { shopStatusText } from './status-text';

/**
 * What a closed shop's products show instead of Add: when it opens ("Opens at 7:00 AM",
 * "Opens Tomorrow at 7:00 AM"), taken from the shop's PRODUCT.md §4 status line; null while the shop is open.
 */
export function closedProductText(shop: {
  isOpenNow: boolean;
  statusText?: string;
  pause?: { reason: string | null; reopensAt: string | null } | null;
}): string | null {
  if (shop.isOpenNow) return null;
  // Issue 46: the owner closed it for now ("Closed now · Back at 5:00 PM"), in the language on screen.
  if (shop.pause) return shopStatusText(shop);
  const status = shop.statusText ?? '';
  // The status line is the server's English (the domain's hours text); its opening part is shown translated.
  if (status.startsWith('Opens')) return tDomain(status);
  const next = status.indexOf('· Opens ');
  if (next >= 0) return tDomain(status.slice(next + 2));
  return tShops('shops.closedNow');
}
