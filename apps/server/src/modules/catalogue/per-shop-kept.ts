/** Shops whose value is kept (the most recently read). */
const KEPT_SHOPS = 256;

interface Kept<T> {
  readAt: number;
  /** The shop's catalogue version when the read began; undefined when it was not known. */
  version: number | undefined;
  value: Promise<T>;
  /** A read of a newer value under way (the kept one answers meanwhile). */
  refreshing?: boolean;
}

/**
 * A value read per shop, kept per process and read again about every `maxAgeMs`, in the background: only
 * a shop's first use waits for it, and a stale value answers meanwhile. For what only chooses a plan or
 * helps a search that found nothing (kind counts, a shop's words), never what a page must show exactly.
 * With `version` (the version of what the value is read from, e.g. what names the shop's products;
 * undefined when not known now), a value read at the version that is still the shop's is not read again:
 * the words of a shop whose product names did not change are the same words (reading them again was
 * 220 ms of PostgreSQL a minute for the 50,000-product shop).
 */
export class PerShopKept<T> {
  private readonly shops = new Map<string, Kept<T>>();

  constructor(
    private readonly read: (shopId: string) => Promise<T>,
    private readonly now: () => Date,
    private readonly maxAgeMs: number,
    private readonly version: (shopId: string) => number | undefined = () => undefined,
  ) {}

  of(shopId: string): Promise<T> {
    const at = this.now().getTime();
    const kept = this.shops.get(shopId);
    if (!kept) return this.readNow(shopId, at).value;
    // A clock that went back (tests, a corrected system clock) counts as stale too.
    const fresh = at >= kept.readAt && at - kept.readAt < this.maxAgeMs;
    const version = this.version(shopId);
    const unchanged = version !== undefined && version === kept.version;
    if (!fresh && !unchanged && !kept.refreshing) {
      kept.refreshing = true;
      const next = this.read(shopId);
      next.then(
        () => this.keep(shopId, { readAt: at, version, value: next }),
        () => {
          kept.refreshing = false;
        },
      );
    }
    return kept.value;
  }

  /**
   * Starts reading the shop's value now, in the background, when nothing is kept for it (or it is due
   * again): a search whose answer does not need it yet, so that the one that does finds it ready (a big
   * shop's words took ~220 ms to read, which the first search with a typo waited for).
   */
  warm(shopId: string): void {
    this.of(shopId).catch(() => {
      // A failed read is not kept (readNow): the use that needs the value asks again.
    });
  }

  private readNow(shopId: string, at: number): Kept<T> {
    const kept: Kept<T> = { readAt: at, version: this.version(shopId), value: this.read(shopId) };
    // A failed first read is not kept: the next use asks again.
    kept.value.catch(() => {
      if (this.shops.get(shopId) === kept) this.shops.delete(shopId);
    });
    this.keep(shopId, kept);
    return kept;
  }

  private keep(shopId: string, kept: Kept<T>): void {
    this.shops.delete(shopId);
    this.shops.set(shopId, kept);
    if (this.shops.size > KEPT_SHOPS) {
      const oldest = this.shops.keys().next().value;
      if (oldest !== undefined) this.shops.delete(oldest);
    }
  }
}
