import { type BrandKinds, brandKindsOf, ShopVocabulary } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { PerShopKept } from './per-shop-kept.js';
import { ShopWordsRepository } from './shop-words-repository.js';

/** How long a shop's words are used before they are read again (in the background). */
const SHOP_WORDS_MS = 60_000;

/** Each shop's words as a vocabulary, kept per process while its products stay (see PerShopKept). */
export const shopWordsKept = (
  ctx: Pick<AppContext, 'db' | 'now'>,
  version?: (shopId: string) => number | undefined,
) =>
  new PerShopKept(
    async (shopId) => new ShopVocabulary(await new ShopWordsRepository(ctx.db).of(shopId)),
    ctx.now,
    SHOP_WORDS_MS,
    version,
  );

/**
 * The kind each of a shop's brands stands for, from its products, kept per process while its products stay
 * (see PerShopKept).
 */
export const brandKindsKept = (
  ctx: Pick<AppContext, 'db' | 'now'>,
  version?: (shopId: string) => number | undefined,
) =>
  new PerShopKept<BrandKinds>(
    async (shopId) => brandKindsOf(await new ShopWordsRepository(ctx.db).brandKindCounts(shopId)),
    ctx.now,
    SHOP_WORDS_MS,
    version,
  );
