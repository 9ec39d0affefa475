import type { Db } from '../../db/client.js';
import {
  CatalogueFingerprintRepository,
  NAMES_KEY,
  SHOPS_KEY,
  TAUGHT_KEY,
} from './fingerprint-repository.js';

/**
 * How stale a catalogue change made elsewhere (another process, a CLI, SQL by hand) can look here: every
 * this many ms, at most, one request re-reads the catalogue's fingerprints before it is answered.
 */
export const CATALOGUE_CHECK_MS = 2_000;

/**
 * Versions of what this process has serialised: one for the shop rows (lists and single shops) and one
 * per shop for its products. A change made here bumps them at once (domain events); a change made
 * anywhere else is found by comparing fingerprints, the count and the sum of `xmin` (the id of the
 * transaction that last wrote each row) of the shops and of each shop's products. Any insert, update or
 * delete changes them, whoever made it and whether or not it touched updated_at.
 */
export class CatalogueFreshness {
  private shopsVersion = 0;
  /** The categories' Hindi names (an admin sets them): every shop's category list shows them. */
  private namesVersion = 0;
  private taughtVersion = 0;
  private readonly productVersions = new Map<string, number>();
  private fingerprints: Map<string, string> | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private horizon = '';

  private readonly repo: CatalogueFingerprintRepository;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly intervalMs = CATALOGUE_CHECK_MS,
  ) {
    this.repo = new CatalogueFingerprintRepository(db);
  }

  /**
   * Resolves once the versions are at most `intervalMs` old. The request that finds them older runs the
   * check and waits for it; requests arriving while it runs are answered from the current versions
   * (at most one interval and one check old), so a check never holds up a burst.
   */
  ready(): Promise<void> {
    if (this.isFresh()) return Promise.resolve();
    if (this.checking) return this.fingerprints ? Promise.resolve() : this.checking;
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
   * The version of a shop's products while the versions are at most `intervalMs` old, else undefined: a
   * process whose requests stopped asking ready() cannot tell that nothing changed elsewhere.
   */
  productsIfFresh(shopId: string): number | undefined {
    return this.isFresh() ? this.products(shopId) : undefined;
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
    // Cheap first: the snapshot (xmin:xmax:in-progress ids) moves only when a writing transaction starts
    // or ends. While it stands, nothing changed anywhere and the per-row fingerprints need not be read.
    const horizon = await this.repo.snapshot();
    if (horizon !== this.horizon || !this.fingerprints) {
      const next = await this.repo.fingerprints();
      const previous = this.fingerprints;
      if (previous) {
        for (const key of new Set([...previous.keys(), ...next.keys()])) {
          if (previous.get(key) === next.get(key)) continue;
          if (key === NAMES_KEY) this.namesVersion += 1;
          else if (key === TAUGHT_KEY) this.taughtChanged();
          else this.changed(key === SHOPS_KEY ? undefined : key);
        }
      }
      this.fingerprints = next;
      this.horizon = horizon;
    }
    this.checkedAt = startedAt;
  }
}
