import { nextShopRating } from '@jhola/domain';
import type { DbOrTx } from '../../db/client.js';
import { ShopFiguresRepository } from './shop-figures-repository.js';

/*
 * The catalogue owns shops; the order moves two of a shop's figures and asks for it here. The caller
 * emits `catalogue.changed` after commit, so cached shop lists show the new figures.
 */

/** Adds one customer's stars to the shop's running average, inside the caller's transaction. */
export async function addShopRating(tx: DbOrTx, shopId: string, stars: number): Promise<void> {
  const repo = new ShopFiguresRepository(tx);
  const shop = await repo.lockRating(shopId);
  if (shop) await repo.saveRating(shopId, nextShopRating(shop, stars));
}

/** Adds `count` new orders to the shop's order count (the shop list's popularity). */
export const addShopOrders = (db: DbOrTx, shopId: string, count: number): Promise<void> =>
  new ShopFiguresRepository(db).addOrders(shopId, count);
