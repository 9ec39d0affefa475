import type { Product, Shop, ShopCategory, ShopListQuery } from '@jhola/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { Coalescer } from './coalesce.js';
import { toProduct, toShop } from './mappers.js';
import { CatalogueRepository, type ShopRow } from './repository.js';

export const SHOP_NOT_FOUND = 'Shop not found';

/** The public catalogue: shops with their open/closed state now, and a shop's products. */
export class CatalogueService {
  private readonly repo: CatalogueRepository;
  // Identical reads that arrive together (a busy shop page, a burst on the home page) share one query.
  private readonly shopLists = new Coalescer<{ rows: ShopRow[]; total: number }>();
  private readonly versions = new Coalescer<string | null>();
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.repo = new CatalogueRepository(db);
  }

  async listShops(query: ShopListQuery): Promise<{ shops: Shop[]; total: number }> {
    const key = JSON.stringify([query.category?.toLowerCase(), query.search?.toLowerCase(), query.limit]);
    const { rows, total } = await this.shopLists.run(key, () => this.repo.listShops(query));
    const now = this.now();
    return { shops: rows.map((row) => toShop(row, now)), total };
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
