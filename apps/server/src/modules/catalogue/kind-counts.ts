import type { SearchWord } from '@jhola/domain';
import { kindsOf } from './search-sql.js';

/** How long a shop's kind counts are used before they are read again (in the background). */
export const KIND_COUNTS_MS = 60_000;
/** Shops whose counts are kept (the most recently read): each is a few hundred kinds. */
const KEPT_SHOPS = 256;

interface Kept {
  readAt: number;
  counts: Promise<Map<string, number>>;
  /** A read of newer counts under way (the kept ones answer meanwhile). */
  refreshing?: boolean;
}

/**
 * How many active products of each kind (products.name_kind) a shop has, kept per process and read again
 * about once a minute, in the background: enough to choose a one-word search's plan (kindFirst, when the
 * word's kind alone fills the page). A stale count only chooses the slower plan, or a page that comes
 * back short and is read again: never a wrong page. So a product change need not reach it at once, a
 * stock change (every order) does not make it read again, and only a shop's first search waits for it.
 */
export class KindCounts {
  private readonly shops = new Map<string, Kept>();

  constructor(
    private readonly read: (shopId: string) => Promise<Map<string, number>>,
    private readonly now: () => Date,
  ) {}

  /** Active products of the shop that are of the word's kind. */
  async of(shopId: string, word: SearchWord): Promise<number> {
    const counts = await this.countsOf(shopId);
    return kindsOf(word).reduce((n, kind) => n + (counts.get(kind) ?? 0), 0);
  }

  private countsOf(shopId: string): Promise<Map<string, number>> {
    const at = this.now().getTime();
    const kept = this.shops.get(shopId);
    if (!kept) return this.readNow(shopId, at).counts;
    // A clock that went back (tests, a corrected system clock) counts as stale too.
    const fresh = at >= kept.readAt && at - kept.readAt < KIND_COUNTS_MS;
    if (!fresh && !kept.refreshing) {
      kept.refreshing = true;
      const next = this.read(shopId);
      next.then(
        () => this.keep(shopId, { readAt: at, counts: next }),
        () => {
          kept.refreshing = false;
        },
      );
    }
    return kept.counts;
  }

  private readNow(shopId: string, at: number): Kept {
    const kept: Kept = { readAt: at, counts: this.read(shopId) };
    // A failed first read is not kept: the next search asks again.
    kept.counts.catch(() => {
      if (this.shops.get(shopId) === kept) this.shops.delete(shopId);
    });
    this.keep(shopId, kept);
    return kept;
  }

  private keep(shopId: string, kept: Kept): void {
    this.shops.delete(shopId);
    this.shops.set(shopId, kept);
    if (this.shops.size > KEPT_SHOPS) {
      const oldest = this.shops.keys().next().value;
      if (oldest !== undefined) this.shops.delete(oldest);
    }
  }
}
