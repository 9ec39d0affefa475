import { nextShopRating } from '@jhola/domain';
import type { DbOrTx } from '../../db/client.js';
import { ShopRatingRepository } from './shop-rating-repository.js';

/**
 * Adds one customer's stars to the shop's running average, inside the caller's transaction (the rating
 * of an order and the shop's figures move together). The caller emits `catalogue.changed` after commit.
 */
export async function addShopRating(tx: DbOrTx, shopId: string, stars: number): Promise<void> {
  const repo = new ShopRatingRepository(tx);
  const shop = await repo.lock(shopId);
  if (shop) await repo.save(shopId, nextShopRating(shop, stars));
}
