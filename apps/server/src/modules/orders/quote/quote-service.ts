import {
  type CartQuote,
  type CartQuoteInput,
  type Coordinates,
  ERROR_MESSAGES,
  FEE_LABELS,
  isId,
  orderSummary,
  type Translate,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { notFound, validationError } from '../../../http/errors.js';
import { shopFeeRules } from '../../catalogue/shop-fees.js';
import { feesFor } from '../fees/order-fees.js';
import { deliveryLocatorFor } from '../placement/delivery-location.js';
import { QuoteRepository } from './quote-repository.js';

const SHOP_NOT_FOUND = 'Shop not found';

/**
 * POST /api/cart/quote (issue 45): the cart priced by the server from its own catalogue and the shop's
 * fee rules, never from what the client says. A line of a product the shop does not list now adds
 * nothing (the checkout names it). The checkout's address is placed as placement places it, so the
 * quote it shows is what the order will charge.
 */
export async function quoteCart(
  ctx: AppContext,
  input: CartQuoteInput,
  translate: Translate,
): Promise<CartQuote> {
  if (!isId(input.shopId))
    throw validationError([{ field: 'shopId', message: ERROR_MESSAGES.invalidShopId }]);
  const repo = new QuoteRepository(ctx.db);
  const shop = await repo.findShop(input.shopId);
  if (!shop?.isActive) throw notFound(SHOP_NOT_FOUND);
  const prices = await repo.prices(shop.id, input.items.map((item) => item.productId).filter(isId));
  const { subtotal } = orderSummary(
    input.items.flatMap((item) => {
      const price = prices.get(item.productId);
      return price === undefined ? [] : [{ price, quantity: item.quantity }];
    }),
    null,
  );
  const quote = feesFor(shop, await shopFeeRules(ctx.db, shop.id), subtotal, await placeOf(ctx, input));
  return {
    subtotal: quote.subtotal,
    fees: quote.fees.map((fee) => ({ ...fee, label: translate(FEE_LABELS[fee.kind]) })),
    taxes: quote.taxes,
    total: quote.total,
    ...(quote.freeDeliveryAbove !== undefined ? { freeDeliveryAbove: quote.freeDeliveryAbove } : {}),
    ...(quote.minimumOrder !== undefined ? { minimumOrder: quote.minimumOrder } : {}),
    ...(quote.shortBy !== undefined ? { shortBy: quote.shortBy } : {}),
  };
}

async function placeOf(ctx: AppContext, input: CartQuoteInput): Promise<Coordinates | null> {
  if (input.deliveryAddress) return (await deliveryLocatorFor(ctx).locate(input.deliveryAddress)).coordinates;
  return input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
}
