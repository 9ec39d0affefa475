import {
  type CatalogueSearch,
  type CatalogueSearchQuery,
  ShopVocabulary,
  searchKey,
  withBrandKinds,
} from '@jhola/domain';
import { toProduct } from './mappers.js';
import { planFor, searchInModes } from './search-engine.js';
import { SearchRepository } from './search-repository.js';
import { SEARCH_KEY_MAX } from './search-teaching-service.js';
import { type CatalogueContext, catalogue, NEARBY_CANDIDATES } from './service.js';

/** At most this many products of one shop, so a supermarket cannot fill the answer alone. */
export const SEARCH_PRODUCTS_PER_SHOP = 8;
export const SEARCH_PRODUCTS_TOTAL = 60;

/** GET /api/search: one search across the shops that deliver to a place (every active shop without one). */
export async function searchCatalogue(
  ctx: CatalogueContext,
  query: CatalogueSearchQuery,
): Promise<CatalogueSearch> {
  const { words } = planFor(query.q, 'exact');
  if (words.length === 0) return { shops: [], products: [], didYouMean: null };
  const { shops } = await catalogue.listShops(ctx, {
    lat: query.lat,
    lng: query.lng,
    limit: NEARBY_CANDIDATES,
  });
  const ids = shops.map((s) => s._id);
  const repo = new SearchRepository(ctx.db);
  const { shopWords } = ctx;
  // Needed only when the words as typed find nothing: read ahead, so that search does not wait for them.
  for (const id of ids) shopWords?.warm(id);
  const limits = { perShop: SEARCH_PRODUCTS_PER_SHOP, total: SEARCH_PRODUCTS_TOTAL };
  // What customers added after this query in these shops nudges its order (bounded: search-sql).
  const added = await repo.addedAfter(searchKey(query.q).slice(0, SEARCH_KEY_MAX), ids);
  const { brandKinds: kept } = ctx;
  const brandKinds = kept ? await Promise.all(ids.map((id) => kept.of(id))) : [];
  const [matching, { plan, result: rows }] = await Promise.all([
    repo.matchingShopIds(ids, words),
    searchInModes(
      query.q,
      (p) => repo.matchingProducts(ids, withBrandKinds(p.words, brandKinds), limits, p.fuzzy, added),
      (found) => found.length > 0,
      (lists) => repo.listsFound(ids, lists),
      {
        taught: await ctx.taught?.words(),
        shopWords:
          shopWords && (async () => ShopVocabulary.of(await Promise.all(ids.map((id) => shopWords.of(id))))),
      },
    ),
  ]);
  const names = new Map(shops.map((s) => [s._id, s.name]));
  return {
    shops: shops.filter((s) => matching.has(s._id)),
    products: rows.map((row) => ({
      ...toProduct(row),
      shop: { _id: row.shopId, name: names.get(row.shopId) ?? '' },
    })),
    didYouMean: plan.didYouMean,
  };
}
