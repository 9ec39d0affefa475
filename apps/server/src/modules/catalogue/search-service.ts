import { type CatalogueSearch, type CatalogueSearchQuery, searchWords } from '@jhola/domain';
import { toProduct } from './mappers.js';
import { SearchRepository } from './search-repository.js';
import { type CatalogueContext, catalogue, NEARBY_CANDIDATES } from './service.js';

/** At most this many products of one shop, so a supermarket cannot fill the answer alone. */
export const SEARCH_PRODUCTS_PER_SHOP = 8;
export const SEARCH_PRODUCTS_TOTAL = 60;

/** GET /api/search: one search across the shops that deliver to a place (every active shop without one). */
export async function searchCatalogue(
  ctx: CatalogueContext,
  query: CatalogueSearchQuery,
): Promise<CatalogueSearch> {
  const words = searchWords(query.q);
  if (words.length === 0) return { shops: [], products: [] };
  const { shops } = await catalogue.listShops(ctx, {
    lat: query.lat,
    lng: query.lng,
    limit: NEARBY_CANDIDATES,
  });
  const ids = shops.map((s) => s._id);
  const repo = new SearchRepository(ctx.db);
  const [matching, rows] = await Promise.all([
    repo.matchingShopIds(ids, words),
    repo.matchingProducts(ids, words, {
      perShop: SEARCH_PRODUCTS_PER_SHOP,
      total: SEARCH_PRODUCTS_TOTAL,
    }),
  ]);
  const names = new Map(shops.map((s) => [s._id, s.name]));
  return {
    shops: shops.filter((s) => matching.has(s._id)),
    products: rows.map((row) => ({
      ...toProduct(row),
      shop: { _id: row.shopId, name: names.get(row.shopId) ?? '' },
    })),
  };
}
