import {
  type Product,
  placeOf,
  type Shop,
  type ShopCategory,
  type ShopListQuery,
  shopsDeliveringTo,
} from '@jhola/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { Coalescer } from './coalesce.js';
import { toProduct, toShop } from './mappers.js';
import { CatalogueRepository, type ShopRow } from './repository.js';

export const SHOP_NOT_FOUND = 'Shop not found';
export const SHOP_LIST_TTL_MS = 2_000;
const SHOP_LIST_CACHE_KEYS = 200;
/** How many matching shops are measured for a list near a place. */
export const NEARBY_CANDIDATES = 1000;

/** The public catalogue: shops with their open/closed state now, and a shop's products. */
export class CatalogueService {
  private readonly repo: CatalogueRepository;
  // Identical reads that arrive together (a busy shop page, a burst on the home page) share one query.
  private readonly shopLists = new Coalescer<{ rows: ShopRow[]; total: number }>();
  private readonly versions = new Coalescer<string | null>();
  /**
   * Shop lists are kept for SHOP_LIST_TTL_MS: counting every shop's products on each home-page visit
   * dominated the embedded database. A change made in this process (admin edit, new order) clears them
   * at once; the TTL bounds how stale a change made by another process can look.
   */
  private readonly shopListCache = new Map<
    string,
    { at: number; value: { rows: ShopRow[]; total: number } }
  >();
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.repo = new CatalogueRepository(db);
  }

  async listShops(query: ShopListQuery): Promise<{ shops: Shop[]; total: number }> {
    const place = placeOf(query);
    // Near a place, every matching shop is measured before the limit applies (shops number in the
    // hundreds, not millions; a bounding box in SQL is the next step if that changes).
    const filter = place ? { ...query, limit: NEARBY_CANDIDATES } : query;
    const key = JSON.stringify([filter.category?.toLowerCase(), filter.search?.toLowerCase(), filter.limit]);
    const now = this.now();
    const cached = this.shopListCache.get(key);
    let value = cached && now.getTime() - cached.at < SHOP_LIST_TTL_MS ? cached.value : undefined;
    if (!value) {
      const generation = this.generation;
      value = await this.shopLists.run(key, () => this.repo.listShops(filter));
      // A read that began before a change must not be kept as fresh.
      if (generation === this.generation) this.remember(key, now.getTime(), value);
    }
    const shops = value.rows.map((row) => toShop(row, now));
    if (!place) return { shops, total: value.total };
    const nearby = shopsDeliveringTo(shops, place);
    return { shops: nearby.slice(0, query.limit), total: nearby.length };
  }

  private generation = 0;

  /** Forgets every cached shop list (after a change in this process). */
  forgetShopLists(): void {
    this.generation += 1;
    this.shopListCache.clear();
  }

  private remember(key: string, at: number, value: { rows: ShopRow[]; total: number }): void {
    if (this.shopListCache.size >= SHOP_LIST_CACHE_KEYS) {
      const oldest = this.shopListCache.keys().next().value;
      if (oldest !== undefined) this.shopListCache.delete(oldest);
    }
    this.shopListCache.set(key, { at, value });
  }

  /** An active shop; an unknown, inactive or malformed id is "Shop not found". */
  async getShop(id: string): Promise<Shop> {
    const row = await this.repo.findShop(id, { activeOnly: true });
    if (!row) throw notFound(SHOP_NOT_FOUND);
    return toShop(row, this.now());
  }

  listCategories(): Promise<ShopCategory[]> {
    return this.repo.listCategories();
  }

  /** The version of a shop's product list (changes with any change to a listed row); 404 for no such shop. */
  async productListVersion(shopId: string, activeOnly: boolean): Promise<string> {
    const version = await this.versions.run(`${shopId}:${activeOnly}`, () =>
      this.repo.productListVersion(shopId, activeOnly),
    );
    if (version === null) throw notFound(SHOP_NOT_FOUND);
    return version;
  }

  /**
   * The list and the version it was read at, from one snapshot, so an ETag always describes its body.
   * Returned as the JSON text of the envelope because the caller caches the bytes.
   */
  async productListJson(
    shopId: string,
    options: { activeOnly: boolean; limit: number },
  ): Promise<{ version: string; json: string }> {
    return this.db.transaction(
      async (tx) => {
        const repo = new CatalogueRepository(tx);
        const version = await repo.productListVersion(shopId, options.activeOnly);
        if (version === null) throw notFound(SHOP_NOT_FOUND);
        const [rows, total] = await Promise.all([
          repo.listProducts(shopId, options),
          repo.countProducts(shopId, options.activeOnly),
        ]);
        const products: Product[] = rows.map(toProduct);
        return { version, json: JSON.stringify({ success: true, data: { products, total } }) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
