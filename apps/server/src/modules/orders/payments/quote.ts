import { type CreateOrderInput, gatewayPaise, isId, orderSummary, shopStatusNow } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { shopFeeRules } from '../../catalogue/shop-fees.js';
import { feesFor, refuseBelowMinimum } from '../fees/order-fees.js';
import { deliveryLocatorFor } from '../placement/delivery-location.js';
import { PlacementRepository } from '../placement/placement-repository.js';
import { checkItems, closedShopMessage } from '../placement/placement-rules.js';
import { QuoteRepository } from './quote-repository.js';

/**
 * The estimate an online checkout holds money for (paise): the total placement will charge, priced from
 * the server's catalogue with the shop's fee rules at the same place (issue 45), after the checks
 * placement makes first (shop active and open, every item known, in stock, of this shop, the minimum
 * order), so nobody pays for an order that would be refused. Placement checks everything again once paid.
 */
export async function estimatePaise(ctx: AppContext, body: CreateOrderInput): Promise<number> {
  const shop = isId(body.shopId) ? await new QuoteRepository(ctx.db).shop(body.shopId) : null;
  if (!shop) throw notFound('Shop not found');
  if (!shop.isActive) throw new AppError('CONFLICT', `${shop.name} is not taking orders right now`);
  const open = shopStatusNow(shop, ctx.now());
  if (!open.isOpen) throw new AppError('CONFLICT', closedShopMessage(shop.name, open));
  const ids = body.items.flatMap((i) =>
    i.productId !== undefined && isId(i.productId) ? [i.productId] : [],
  );
  const products = await new PlacementRepository(ctx.db).readProducts([...new Set(ids)]);
  const lines = checkItems(body.items, products, shop);
  const { subtotal } = orderSummary(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    null,
  );
  const location = await deliveryLocatorFor(ctx).locate(body.deliveryAddress);
  const fees = feesFor(shop, await shopFeeRules(ctx.db, shop.id), subtotal, location.coordinates);
  refuseBelowMinimum(shop.name, fees);
  return gatewayPaise(fees.total);
}
