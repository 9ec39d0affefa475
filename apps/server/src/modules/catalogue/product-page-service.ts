import {
  type BrandKinds,
  type ProductCategoryList,
  type ProductFamilyReply,
  type ProductPage,
  type ProductPageQuery,
  type SearchWord,
  type ShopVocabulary,
  searchKey,
  searchWords,
  withBrandKinds,
} from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { PRODUCT_NOT_FOUND } from './admin-service.js';
import { KindCounts } from './kind-counts.js';
import { toProduct } from './mappers.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';
import type { PerShopKept } from './per-shop-kept.js';
import { type PageFilter, ProductPageRepository } from './product-page-repository.js';
import { CatalogueRepository } from './repository.js';
import { planOfMode, type SearchPlan, searchInModes } from './search-engine.js';
import { byIds, SearchRepository } from './search-repository.js';
import { kindTierWord, type LikeProduct } from './search-sql.js';
import { SEARCH_KEY_MAX, type TaughtWordsKept } from './search-teaching-service.js';
import { SHOP_NOT_FOUND } from './service.js';

type PagesContext = Pick<AppContext, 'db'> & {
  /** Counts of each shop's kinds, to read a one-word search in its kind's order (kindFirst); optional. */
  kindCounts?: KindCounts;
  /** The words the operator taught search (issue 42); none when absent. */
  taught?: TaughtWordsKept;
  /** Each shop's own words, for typos of words only the shop holds (issue 42); none when absent. */
  shopWords?: PerShopKept<ShopVocabulary>;
  /** The kind each shop's brands stand for, from its products (decision 0070); none when absent. */
  brandKinds?: PerShopKept<BrandKinds>;
};

async function requireShop(ctx: PagesContext, shopId: string): Promise<void> {
  if (!(await new CatalogueRepository(ctx.db).isActiveShop(shopId))) throw notFound(SHOP_NOT_FOUND);
}

async function categories(ctx: PagesContext, shopId: string): Promise<ProductCategoryList> {
  await requireShop(ctx, shopId);
  return { categories: await new ProductPageRepository(ctx.db).categories(shopId) };
}

/** A pack size or count in a name: "500 g", "1.25 L", "6 pcs". */
const SIZE_WORD = /^(?:\d[\d.]*|kg|g|gm|ml|l|ltr|pcs|pc|pack|dozen)$/;

/** The product replacements are sought for, as likeness reads it; 404 when it is not the shop's. */
async function likeProduct(ctx: PagesContext, shopId: string, id: string) {
  const [row] = await byIds(ctx.db, [id]);
  if (!row || row.shopId !== shopId) throw notFound(PRODUCT_NOT_FOUND);
  const like: LikeProduct & { id: string } = {
    id,
    words: searchWords(row.name.replace(/\([^)]*\)/g, ' ')).filter((w) => !SIZE_WORD.test(w.text)),
    packSize: row.packSize,
    category: row.category,
  };
  return like;
}

/**
 * The word of a one-word search's first page whose kind alone fills the page (one more product than the
 * page shows), by the shop's kind counts; null when the page is read by bestFirst.
 */
async function kindFillingPage(ctx: PagesContext, filter: Omit<PageFilter, 'byKind'>) {
  const word = kindTierWord(filter.words);
  // The counts are the whole shop's: within a category the kind may not fill the page, so it is not tried.
  // Adds after the query reorder the kind's products, which products_kind_rank_idx's order does not know.
  const nudged = (filter.added?.productIds.length ?? 0) > 0;
  const other =
    filter.after || filter.fuzzy || filter.like || filter.category || filter.sort !== 'relevance' || nudged;
  if (!word || !ctx.kindCounts || other) return null;
  return (await ctx.kindCounts.of(filter.shopId, word)) > filter.limit ? word : null;
}

/**
 * Whether a page is ordered for the customer asking (browsing in relevance: what they bought before
 * first): its reply and its cursors are theirs alone.
 */
const isPersonalPage = (query: ProductPageQuery, customerId: string | undefined): boolean =>
  Boolean(customerId) && query.sort === 'relevance' && !query.q && !query.like;

/**
 * The customer whose page this is: a customer browsing in relevance who ordered a product at the shop
 * before. Anyone else's page is everyone's (the same order, kept once for all, its cursors anyone's).
 */
async function pageOwner(
  ctx: PagesContext,
  shopId: string,
  query: ProductPageQuery,
  customerId: string | undefined,
): Promise<string | undefined> {
  if (!customerId || !isPersonalPage(query, customerId)) return undefined;
  return (await new ProductPageRepository(ctx.db).boughtHere(customerId, shopId)) ? customerId : undefined;
}

async function page(
  ctx: PagesContext,
  shopId: string,
  query: ProductPageQuery,
  customerId?: string,
): Promise<ProductPage> {
  // customerId: the page's owner (pageOwner), or none for everyone's page.
  const personal = isPersonalPage(query, customerId) ? customerId : undefined;
  const tag = {
    shopId,
    q: query.q ?? '',
    category: query.category ?? '',
    sort: query.sort,
    like: query.like,
    // A cursor of one customer's order is refused for anyone else (and for a visitor).
    customer: personal,
  };
  const from = query.cursor ? decodeCursor(query.cursor, tag) : null;
  const like = query.like ? await likeProduct(ctx, shopId, query.like) : undefined;
  const repo = new ProductPageRepository(ctx.db);
  const category = query.category || undefined;
  // A page holds only an active shop's products: an empty one may be of a shop that is not (404). That is
  // asked before close spellings are tried (trigrams, the costliest search), so a made-up shop id never
  // costs one; a typo in a real shop pays no extra statement before its correction.
  let shopKnown = false;
  const knowShop = async () => {
    if (!shopKnown) await requireShop(ctx, shopId);
    shopKnown = true;
  };
  const q = query.q ?? '';
  // What customers added after this query here nudges its order; not a replacement's (like) picker.
  const added =
    q && !like
      ? await new SearchRepository(ctx.db).addedAfter(searchKey(q).slice(0, SEARCH_KEY_MAX), [shopId])
      : undefined;
  const brandKinds = q && ctx.brandKinds ? [await ctx.brandKinds.of(shopId)] : [];
  // The shop's words are needed only when the words as typed find nothing: read ahead, so that search
  // does not wait for them.
  if (q) ctx.shopWords?.warm(shopId);
  const read = async (plan: SearchPlan) => {
    if (plan.fuzzy) await knowShop();
    const filter = {
      shopId,
      category,
      words: withBrandKinds(plan.words, brandKinds),
      fuzzy: plan.fuzzy,
      like,
      sort: query.sort,
      after: from?.after ?? null,
      limit: query.limit,
      customerId: personal,
      added,
    };
    const byKind = await kindFillingPage(ctx, filter);
    if (!byKind) return repo.page(filter);
    const page = await repo.page({ ...filter, byKind });
    // Short: the kind did not fill the page after all (the counts are up to a minute old).
    return page.keys.length > query.limit ? page : repo.page(filter);
  };
  const listsFound = (lists: readonly (readonly SearchWord[])[]) => repo.listsFound(shopId, lists);
  // A later page keeps the mode its first page was answered in.
  const { shopWords } = ctx;
  const aids = {
    taught: q && ctx.taught ? await ctx.taught.words() : undefined,
    shopWords: shopWords ? () => shopWords.of(shopId) : undefined,
  };
  const later = from ? await planOfMode(q, from.mode, listsFound, aids) : null;
  const { plan, result } = later
    ? { plan: later, result: await read(later) }
    : await searchInModes(q, read, (r) => r.keys.length > 0, listsFound, aids);
  const { keys, rows, total } = result;
  if (rows.length === 0) await knowShop();
  const last = keys.at(query.limit - 1);
  return {
    products: rows.slice(0, query.limit).map(toProduct),
    nextCursor: keys.length > query.limit && last ? encodeCursor(last, plan.mode, tag) : null,
    // Rows carry the total. A first page without rows matched nothing (a shop that is not active is a 404
    // above), so only a later page past the end counts: an empty search pays no second pass over its matches.
    total:
      total ??
      (from ? await repo.count({ shopId, category, words: plan.words, fuzzy: plan.fuzzy, like }) : 0),
    didYouMean: plan.didYouMean,
  };
}

/** One active product and its family's other active sizes; 404 when the shop has no such product. */
async function family(ctx: PagesContext, shopId: string, productId: string): Promise<ProductFamilyReply> {
  const rows = await new CatalogueRepository(ctx.db).activeFamilyOf(shopId, productId);
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  return { products: rows.map(toProduct) };
}

/** A process's counts of each shop's kinds, for one-word searches (see KindCounts). */
const kindCounts = (ctx: Pick<AppContext, 'db' | 'now'>, version?: (shopId: string) => number | undefined) =>
  new KindCounts((shopId) => new ProductPageRepository(ctx.db).kindCounts(shopId), ctx.now, version);

/** The paged catalogue of one shop: categories, and pages of products in any sort, searched on the server. */
export const productPages = { categories, page, pageOwner, family, kindCounts };
