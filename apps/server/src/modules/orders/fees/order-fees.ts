import {
  type Coordinates,
  distanceKm,
  type FeeQuote,
  type FeeRules,
  flatFeeRules,
  minimumOrderMessage,
  type OrderFeeLine,
  quoteFees,
} from '@jhola/domain';
import type { ShopRow } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';

/**
 * The fees of a cart or an order at one shop (issue 45): the cart quote and placement both call this,
 * with the same rules and the same place, so the quote is what the order charges. `rules` null: the
 * shop set none, and its flat delivery fee applies at any distance.
 */
export function feesFor(
  shop: Pick<ShopRow, 'latitude' | 'longitude' | 'deliveryFee' | 'hasTax' | 'taxRate'>,
  rules: FeeRules | null,
  subtotal: number,
  place: Coordinates | null,
): FeeQuote {
  const shopAt =
    shop.latitude !== null && shop.longitude !== null ? { lat: shop.latitude, lng: shop.longitude } : null;
  return quoteFees({
    subtotal,
    distanceKm: shopAt && place ? distanceKm(shopAt, place) : null,
    rules: rules ?? flatFeeRules(shop.deliveryFee),
    taxRate: shop.hasTax ? shop.taxRate : 0,
  });
}

/** Placement refuses an order below the shop's minimum with what is missing (422 on its items). */
export function refuseBelowMinimum(shopName: string, quote: FeeQuote): void {
  if (quote.shortBy === undefined) return;
  const message = minimumOrderMessage(shopName, quote.minimumOrder ?? 0, quote.shortBy);
  throw new AppError('VALIDATION', message, [{ field: 'items', message }]);
}

/** The fee lines an order keeps: kind and amount (labels are written per reader). */
export const orderFeeLines = (quote: FeeQuote): OrderFeeLine[] =>
  quote.fees.map(({ kind, amount }) => ({ kind, amount }));
