import { type CatalogueSearch, type CatalogueSearchQuery, searchWords } from '@jhola/domain';
import type { Db } from '../../db/client.js';
import { toProduct } from './mappers.js';
import { SearchRepository } from './search-repository.js';
import { type CatalogueService, NEARBY_CANDIDATES } from './service.js';

/** At most this many products of one shop, so a supermarket cannot fill the answer alone. */
export const SEARCH_PRODUCTS_PER_SHOP = 8;
export const SEARCH_PRODUCTS_TOTAL = 60;

/** GET /api/search: one search across the shops that deliver to a place (every active shop without one). */
export class SearchService {
  private readonly repo: SearchRepository;
  constructor(
    db: Db,
    private readonly catalogue: CatalogueService,
  ) {
    this.repo = new SearchRepository(db);
  }

  async search(query: CatalogueSearchQuery): Promise<CatalogueSearch> {
    const words = searchWords(query.q);
    if (words.length === 0) return { shops: [], products: [] };
    const { shops } = await this.catalogue.listShops({
      lat: query.lat,
      lng: query.lng,
      limit: NEARBY_CANDIDATES,
    });
    const ids = shops.map((s) => s._id);
    const [matching, rows] = await Promise.all([
      this.repo.matchingShopIds(ids, words),
      this.repo.matchingProducts(ids, words, {
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
}
