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
import type { CatalogueFreshness } from './freshness.js';
import { toProduct, toShop } from './mappers.js';
import { CatalogueRepository, type ShopRow } from './repository.js';

export const SHOP_NOT_FOUND = 'Shop not found';
const SHOP_LIST_CACHE_KEYS = 200;
/** How many matching shops are measured for a list near a place. */
export const NEARBY_CANDIDATES = 1000;

type ShopRows = { rows: ShopRow[]; total: number };

/** The public catalogue: shops with their open/closed state now, and a shop's products. */
export class CatalogueService {
  private readonly repo: CatalogueRepository;
  // Identical reads that arrive together (a burst on the home page) share one query.
  private readonly shopLists = new Coalescer<ShopRows>();
  /** Shop rows per filter, kept while the catalogue's shop version stands (see CatalogueFreshness). */
  private readonly shopRows = new Map<string, { version: number; value: ShopRows }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly freshness: CatalogueFreshness,
  ) {
    this.repo = new CatalogueRepository(db);
  }

  async listShops(query: ShopListQuery): Promise<{ shops: Shop[]; total: number }> {
    const place = placeOf(query);
    // Near a place, every matching shop is measured before the limit applies (shops number in the
    // hundreds, not millions; a bounding box in SQL is the next step if that changes).
    const filter = place ? { ...query, limit: NEARBY_CANDIDATES } : query;
    const value = await this.rowsFor(filter);
    const now = this.now();
    const shops = value.rows.map((row) => toShop(row, now));
    if (!place) return { shops, total: value.total };
    const nearby = shopsDeliveringTo(shops, place);
    return { shops: nearby.slice(0, query.limit), total: nearby.length };
  }

  private async rowsFor(filter: ShopListQuery): Promise<ShopRows> {
    const key = JSON.stringify([filter.category?.toLowerCase(), filter.search?.toLowerCase(), filter.limit]);
    const version = this.freshness.shops();
    const cached = this.shopRows.get(key);
    if (cached?.version === version) return cached.value;
    const value = await this.shopLists.run(`${key}:${version}`, () => this.repo.listShops(filter));
    // A read that began before a change must not be kept as the newer version.
    if (version === this.freshness.shops()) {
      if (this.shopRows.size >= SHOP_LIST_CACHE_KEYS) this.shopRows.clear();
      this.shopRows.set(key, { version, value });
    }
    return value;
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

  /** A shop's products and their count, read from one snapshot; 404 for no such active shop. */
  async listProducts(
    shopId: string,
    options: { activeOnly: boolean; limit: number },
  ): Promise<{ products: Product[]; total: number }> {
    return this.db.transaction(
      async (tx) => {
        const repo = new CatalogueRepository(tx);
        if (!(await repo.isActiveShop(shopId))) throw notFound(SHOP_NOT_FOUND);
        const [rows, total] = await Promise.all([
          repo.listProducts(shopId, options),
          repo.countProducts(shopId, options.activeOnly),
        ]);
        return { products: rows.map(toProduct), total };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
