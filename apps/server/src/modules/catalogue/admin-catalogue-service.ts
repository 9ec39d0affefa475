import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { AdminCatalogueRepository } from './admin-catalogue-repository.js';
import { toProduct, toShop } from './mappers.js';
import { SHOP_NOT_FOUND } from './service.js';

type Query = { q?: string | undefined; page: number; limit: number };
const window = (query: Query) => ({
  ...(query.q ? { q: query.q } : {}),
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

export async function adminShops(ctx: Pick<AppContext, 'db' | 'now'>, query: Query) {
  const { rows, total } = await new AdminCatalogueRepository(ctx.db).shopsPage(window(query));
  const now = ctx.now();
  return { shops: rows.map((row) => toShop(row, now)), total, page: query.page, limit: query.limit };
}

export async function adminShopProducts(ctx: Pick<AppContext, 'db'>, shopId: string, query: Query) {
  const repo = new AdminCatalogueRepository(ctx.db);
  if (!(await repo.shopExists(shopId))) throw notFound(SHOP_NOT_FOUND);
  const { rows, total } = await repo.productsPage(shopId, window(query));
  return { products: rows.map(toProduct), total, page: query.page, limit: query.limit };
}
