import type { SearchWord } from '@jhola/domain';
import { PerShopKept } from './per-shop-kept.js';
import { kindsOf } from './search-sql.js';

/** How long a shop's kind counts are used before they are read again (in the background). */
export const KIND_COUNTS_MS = 60_000;

/**
 * How many active products of each kind (products.name_kind) a shop has, kept per process and read again
 * about once a minute, in the background: enough to choose a one-word search's plan (kindFirst, when the
 * word's kind alone fills the page). A stale count only chooses the slower plan, or a page that comes
 * back short and is read again: never a wrong page. So a product change need not reach it at once, a
 * stock change (every order) does not make it read again, and only a shop's first search waits for it.
 */
export class KindCounts {
  private readonly counts: PerShopKept<Map<string, number>>;

  constructor(
    read: (shopId: string) => Promise<Map<string, number>>,
    now: () => Date,
    version?: (shopId: string) => number | undefined,
  ) {
    this.counts = new PerShopKept(read, now, KIND_COUNTS_MS, version);
  }

  /** Active products of the shop that are of the word's kind. */
  async of(shopId: string, word: SearchWord): Promise<number> {
    const counts = await this.counts.of(shopId);
    return kindsOf(word).reduce((n, kind) => n + (counts.get(kind) ?? 0), 0);
  }
}
