import {
  type ProductCategoryList,
  type ProductPage,
  type ProductPageQuery,
  searchWords,
} from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { toProduct } from './mappers.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';
import { ProductPageRepository } from './product-page-repository.js';
import { CatalogueRepository } from './repository.js';
import { byIds } from './search-repository.js';
import { SHOP_NOT_FOUND } from './service.js';

type PagesContext = Pick<AppContext, 'db'>;

async function requireShop(ctx: PagesContext, shopId: string): Promise<void> {
  if (!(await new CatalogueRepository(ctx.db).isActiveShop(shopId))) throw notFound(SHOP_NOT_FOUND);
}

async function categories(ctx: PagesContext, shopId: string): Promise<ProductCategoryList> {
  await requireShop(ctx, shopId);
  return { categories: await new ProductPageRepository(ctx.db).categories(shopId) };
}

async function page(ctx: PagesContext, shopId: string, query: ProductPageQuery): Promise<ProductPage> {
  const tag = { shopId, q: query.q ?? '', category: query.category ?? '', sort: query.sort };
  const from = query.cursor ? decodeCursor(query.cursor, tag) : null;
  await requireShop(ctx, shopId);
  const repo = new ProductPageRepository(ctx.db);
  const filter = { shopId, category: query.category || undefined, words: searchWords(query.q ?? '') };
  const { keys, total, fuzzy } = await repo.page({
    ...filter,
    sort: query.sort,
    after: from?.after ?? null,
    fuzzy: from?.fuzzy,
    limit: query.limit,
  });
  const pageKeys = keys.slice(0, query.limit);
  const rows = await byIds(
    ctx.db,
    pageKeys.map((k) => k[4]),
  );
  const last = pageKeys.at(-1);
  return {
    products: rows.map(toProduct),
    nextCursor: keys.length > query.limit && last ? encodeCursor(last, fuzzy, tag) : null,
    total: total ?? (await repo.count({ ...filter, fuzzy })),
  };
}

/** The paged catalogue of one shop: categories, and pages of products in any sort, searched on the server. */
export const productPages = { categories, page };
