/**
 * What a closed shop's products show instead of Add: when it opens ("Opens at 7:00 AM",
 * "Opens Tomorrow at 7:00 AM"), taken from the shop's PRODUCT.md §4 status line; null while the shop is open.
 */
export function closedProductText(shop: { isOpenNow: boolean; statusText?: string }): string | null {
  if (shop.isOpenNow) return null;
  const status = shop.statusText ?? '';
  if (status.startsWith('Opens')) return status;
  const next = status.indexOf('· Opens ');
  if (next >= 0) return status.slice(next + 2);
  return 'Closed now';
}
