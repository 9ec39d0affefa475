import { type FeeRules, flatFeeRules, type ShopFeesReply } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { FeeRulesRepository } from './fee-rules-repository.js';
import { SHOP_NOT_FOUND } from './service.js';

/**
 * A shop's fees as everyone reads them (issue 45): its rules, or, for a shop that set none, its flat
 * delivery fee at every distance. Placement and the cart quote ask `shopFeeRules` (orders/fees).
 */
export async function readShopFees(
  ctx: Pick<AppContext, 'db'>,
  shopId: string,
  admin = false,
): Promise<ShopFeesReply> {
  const stored = await new FeeRulesRepository(ctx.db).find(shopId);
  if (!stored || (!stored.isActive && !admin)) throw notFound(SHOP_NOT_FOUND);
  return {
    shopId: stored.shopId,
    rules: stored.rules ?? flatFeeRules(stored.deliveryFee),
    custom: stored.rules !== null,
  };
}

/** An admin sets a shop's rules; its delivery fee becomes the nearest band's. */
export async function saveShopFees(
  ctx: Pick<AppContext, 'db' | 'now'>,
  shopId: string,
  rules: FeeRules,
): Promise<ShopFeesReply> {
  const saved = await ctx.db.transaction((tx) => new FeeRulesRepository(tx).save(shopId, rules, ctx.now()));
  if (!saved) throw notFound(SHOP_NOT_FOUND);
  return { shopId, rules, custom: true };
}

/** The rules a shop set, or null when it set none (its flat `deliveryFee` then applies). */
export const shopFeeRules = (db: DbOrTx, shopId: string): Promise<FeeRules | null> =>
  new FeeRulesRepository(db).rulesOf(shopId);

/** A delivery fee changed on the shop form keeps the rules' nearest band in step. */
export const keepNearestBandFee = (db: DbOrTx, shopId: string, fee: number): Promise<void> =>
  new FeeRulesRepository(db).setNearestBandFee(shopId, fee);
