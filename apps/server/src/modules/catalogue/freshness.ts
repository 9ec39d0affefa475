import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  CatalogueVersionRepository,
  NAMES_KEY,
  SHOPS_KEY,
  TAUGHT_KEY,
  WORDS_KEY,
} from './version-repository.js';

/**
 * How stale a catalogue change made elsewhere (another process, a CLI, SQL by hand) can look here: every
 * this many ms, at most, one request re-reads the catalogue's versions before it is answered.
 */
export const CATALOGUE_CHECK_MS = 2_000;

/** How often one process folds the catalogue's changes into its versions (they are a row a write till then). */
export const CATALOGUE_FOLD_MS = 10 * 60_000;

/**
 * The catalogue's changes folded into its versions every CATALOGUE_FOLD_MS by one process, so the
 * freshness check reads a few rows however many writes there were (each order writes products).
 */
export function registerCatalogueFold(ctx: Pick<AppContext, 'db' | 'jobKinds'>): void {
  const repo = new CatalogueVersionRepository(ctx.db);
  ctx.jobKinds.every({
    kind: 'catalogue.fold-changes',
    everyMs: CATALOGUE_FOLD_MS,
    run: async () => {
      await repo.fold();
    },
  });
}

/**
 * Versions of what this process has serialised: one for the shop rows (lists and single shops) and one
 * per shop for its products. A change made here bumps them at once (domain events); a change made
 * anywhere else is found by comparing the database's catalogue versions (migration 0037), which every
 * insert, update or delete of shops, products, category names or taught words moves in its own
 * transaction, whoever made it and whether or not it touched updated_at. Reading them is one small
 * statement; writes to other tables (a search's own log row) do not move them, so nothing is read again
 * for those (the fingerprints this replaced were a scan of every product each time: decision 0077).
 */
export class CatalogueFreshness {
  private shopsVersion = 0;
  /** The categories' Hindi names (an admin sets them): every shop's category list shows them. */
  private namesVersion = 0;
  private taughtVersion = 0;
  private readonly productVersions = new Map<string, number>();
  /** Per shop, the version of what names its products (name, aliases, brand, kind, active), not stock. */
  private readonly wordVersions = new Map<string, number>();
  private versions: Map<string, string> | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;

  private readonly repo: CatalogueVersionRepository;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly intervalMs = CATALOGUE_CHECK_MS,
  ) {
    this.repo = new CatalogueVersionRepository(db);
  }

  /**
   * Resolves once the versions are at most `intervalMs` old. The request that finds them older runs the
   * check and waits for it; requests arriving while it runs are answered from the current versions
   * (at most one interval and one check old), so a check never holds up a burst.
   */
  ready(): Promise<void> {
    if (this.isFresh()) return Promise.resolve();
    if (this.checking) return this.versions ? Promise.resolve() : this.checking;
    this.checking = this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Whether the versions are at most `intervalMs` old, so ready() would not need to check. */
  isFresh(): boolean {
    const age = this.now().getTime() - this.checkedAt;
    // A clock that went back (tests, a corrected system clock) counts as stale too.
    return age >= 0 && age < this.intervalMs;
  }

  shops(): number {
    return this.shopsVersion;
  }

  names(): number {
    return this.namesVersion;
  }

  products(shopId: string): number {
    return this.productVersions.get(shopId) ?? 0;
  }

  /**
   * The version of what names a shop's products (name, aliases, brand, kind, whether active) while the
   * versions are at most two intervals old or being checked, else undefined (a process whose requests
   * stopped asking ready() cannot tell that nothing changed elsewhere). A stock or price change (every
   * order) leaves it, so a shop's words, brands and kind counts are not read again for one.
   */
  wordsIfKnown(shopId: string): number | undefined {
    // While a check is under way the versions answer requests as if fresh (ready()), and a request that
    // checked may take longer than the interval to reach its shop's words on a busy machine: a version at
    // most two intervals old only decides whether a kept value is read again now or at its next use.
    const age = this.now().getTime() - this.checkedAt;
    const known = (age >= 0 && age < 2 * this.intervalMs) || this.checking !== null;
    return known ? (this.wordVersions.get(shopId) ?? 0) : undefined;
  }

  /** The version of the words taught to search: searched pages are kept under it too. */
  taught(): number {
    return this.taughtVersion;
  }

  /** A word was taught here (search_taught_words). */
  taughtChanged(): void {
    this.taughtVersion += 1;
  }

  /** A change made in this process: shop rows, and the products of `shopId` when given. */
  changed(shopId?: string): void {
    this.shopsVersion += 1;
    if (shopId) this.productVersions.set(shopId, this.products(shopId) + 1);
  }

  private async check(): Promise<void> {
    const startedAt = this.now().getTime();
    const next = await this.repo.versions();
    const previous = this.versions;
    if (previous) {
      for (const key of new Set([...previous.keys(), ...next.keys()])) {
        if (previous.get(key) === next.get(key)) continue;
        if (key === NAMES_KEY) this.namesVersion += 1;
        else if (key === TAUGHT_KEY) this.taughtChanged();
        else if (key.startsWith(WORDS_KEY)) {
          const shopId = key.slice(WORDS_KEY.length);
          this.wordVersions.set(shopId, (this.wordVersions.get(shopId) ?? 0) + 1);
        } else this.changed(key === SHOPS_KEY ? undefined : key);
      }
    }
    this.versions = next;
    this.checkedAt = startedAt;
  }
}
