import {
  type BrandKinds,
  type Coordinates,
  distanceKm,
  type Product,
  placeOf,
  roundKm,
  type Shop,
  type ShopCategory,
  type ShopListQuery,
  type ShopVocabulary,
  shopsDeliveringTo,
} from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { Coalescer } from './coalesce.js';
import type { CatalogueFreshness } from './freshness.js';
import { toProduct, toShop } from './mappers.js';
import type { PerShopKept } from './per-shop-kept.js';
import { CatalogueRepository, type ShopRow } from './repository.js';
import type { TaughtWordsKept } from './search-teaching-service.js';
import { shopEstimate } from './shop-estimate.js';

export const SHOP_NOT_FOUND = 'Shop not found';
const SHOP_LIST_CACHE_KEYS = 200;
/** How many matching shops are measured for a list near a place. */
export const NEARBY_CANDIDATES = 1000;

type ShopRows = { rows: ShopRow[]; total: number };

/** Shop lists kept between requests: identical reads arriving together share one query, and the rows of
 * each filter are kept while the catalogue's shop version stands (see CatalogueFreshness). */
export interface ShopListCache {
  inFlight: Coalescer<ShopRows>;
  rows: Map<string, { version: number; value: ShopRows }>;
}

export const newShopListCache = (): ShopListCache => ({ inFlight: new Coalescer(), rows: new Map() });

/** What the catalogue functions take: the app's context, the catalogue version and the shop-list cache. */
export type CatalogueContext = Pick<AppContext, 'db' | 'now'> & {
  freshness: CatalogueFreshness;
  shopLists: ShopListCache;
  /** How busy shoppers are now, for the delivery estimates (issue 31). */
  deliveryLoad: AppContext['deliveryLoad'];
  /** The words the operator taught search, kept per process until they change (issue 42). */
  taught?: TaughtWordsKept;
  /** Each shop's own words, for typos of words only a shop holds (issue 42). */
  shopWords?: PerShopKept<ShopVocabulary>;
  /** The kind each shop's brands stand for, from its products (decision 0070). */
  brandKinds?: PerShopKept<BrandKinds>;
};

async function listShops(
  ctx: CatalogueContext,
  query: ShopListQuery,
): Promise<{ shops: Shop[]; total: number }> {
  const place = placeOf(query);
  // Near a place, every matching shop is measured before the limit applies (shops number in the
  // hundreds, not millions; a bounding box in SQL is the next step if that changes).
  const filter = place ? { ...query, limit: NEARBY_CANDIDATES } : query;
  const value = await rowsFor(ctx, filter);
  const now = ctx.now();
  const shops = value.rows.map((row) => toShop(row, now));
  if (!place) return { shops, total: value.total };
  const delivering = shopsDeliveringTo(shops, place);
  const nearby = delivering.slice(0, query.limit);
  const load = await ctx.deliveryLoad.read();
  const picking = new Map(value.rows.map((r) => [r.id, r.pickingMinutes]));
  const withEta = nearby.map((shop) => ({
    ...shop,
    etaMinutes: shopEstimate(
      { isOpenNow: shop.isOpenNow, pickingMinutes: picking.get(shop._id) ?? 12 },
      shop.distanceKm,
      load,
    ),
  }));
  return { shops: withEta, total: delivering.length };
}

async function rowsFor(ctx: CatalogueContext, filter: ShopListQuery): Promise<ShopRows> {
  const { freshness, shopLists } = ctx;
  const key = JSON.stringify([filter.category?.toLowerCase(), filter.search?.toLowerCase(), filter.limit]);
  const version = freshness.shops();
  const cached = shopLists.rows.get(key);
  if (cached?.version === version) return cached.value;
  const value = await shopLists.inFlight.run(`${key}:${version}`, () =>
    new CatalogueRepository(ctx.db).listShops(filter),
  );
  // A read that began before a change must not be kept as the newer version.
  if (version === freshness.shops()) {
    if (shopLists.rows.size >= SHOP_LIST_CACHE_KEYS) shopLists.rows.clear();
    shopLists.rows.set(key, { version, value });
  }
  return value;
}

/**
 * An active shop; an unknown, inactive or malformed id is "Shop not found". With a place, its distance
 * and delivery estimate to it (issue 31), when it delivers there.
 */
async function getShop(ctx: CatalogueContext, id: string, place: Coordinates | null = null): Promise<Shop> {
  const row = await new CatalogueRepository(ctx.db).findShop(id, { activeOnly: true });
  if (!row) throw notFound(SHOP_NOT_FOUND);
  const shop = toShop(row, ctx.now());
  if (!place || !shop.coordinates) return shop;
  const km = distanceKm(shop.coordinates, place);
  if (km > shop.deliveryRadiusKm) return { ...shop, distanceKm: roundKm(km), etaMinutes: null };
  const etaMinutes = shopEstimate(
    { isOpenNow: shop.isOpenNow, pickingMinutes: row.pickingMinutes },
    roundKm(km),
    await ctx.deliveryLoad.read(),
  );
  return { ...shop, distanceKm: roundKm(km), etaMinutes };
}

function listCategories(ctx: Pick<AppContext, 'db'>): Promise<ShopCategory[]> {
  return new CatalogueRepository(ctx.db).listCategories();
}

/** A shop's products and their count, read from one snapshot; 404 for no such active shop. */
async function listProducts(
  ctx: Pick<AppContext, 'db'>,
  shopId: string,
  options: { activeOnly: boolean; limit: number },
): Promise<{ products: Product[]; total: number }> {
  return ctx.db.transaction(
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

/** The public catalogue: shops with their open/closed state now, and a shop's products. */
export const catalogue = { listShops, getShop, listCategories, listProducts };
