import {
  type SearchQueries,
  searchKey,
  searchWords,
  type TaughtWords,
  type TeachSearchReply,
  type TeachSearchRequest,
} from '@jhola/domain';
import { appLocal } from '../../app-locals.js';
import type { AppContext } from '../../context.js';
import { notFound, validationError } from '../../http/errors.js';
import { PRODUCT_NOT_FOUND } from './admin-service.js';
import { type LoggedSearch, SearchTeachingRepository } from './search-teaching-repository.js';

type TeachingContext = Pick<AppContext, 'db' | 'now'>;

/** How long the search log and what was added after a search are kept. */
export const SEARCH_LOG_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Teaches search a word: an alias of a product (and of its other pack sizes), or a word meaning what a
 * known word means, in every shop. Either is in the database, so every process answers with it at once
 * (the product's own words, or the taught words read again when their version moves).
 */
async function teach(
  ctx: TeachingContext,
  body: TeachSearchRequest,
): Promise<TeachSearchReply & { shopId?: string }> {
  const word = searchKey(body.word);
  const repo = new SearchTeachingRepository(ctx.db);
  if (body.productId) {
    const added = await repo.addAlias(body.productId, word, ctx.now());
    if (!added) throw notFound(PRODUCT_NOT_FOUND);
    return { word, productIds: added.productIds, sameAs: null, shopId: added.shopId };
  }
  const sameAs = searchKey(body.sameAs ?? '');
  // A word that means itself, or a word search reads as several, teaches nothing.
  if (sameAs === word) throw validationError([{ field: 'sameAs', message: 'A word cannot mean itself' }]);
  if (searchWords(word).length !== 1 || searchWords(sameAs).length !== 1) {
    throw validationError([{ field: 'word', message: 'Teach one word (or one known phrase) at a time' }]);
  }
  await repo.teachWord(word, sameAs, ctx.now());
  return { word, productIds: [], sameAs };
}

async function queries(ctx: AppContext, days: number, limit: number): Promise<SearchQueries> {
  // This process's searches not yet written are the week's too.
  await searchLogFor(ctx).flush();
  const since = new Date(ctx.now().getTime() - days * DAY_MS);
  return { queries: await new SearchTeachingRepository(ctx.db).queriesSince(since, limit) };
}

/** A query is logged, and its adds kept, as search reads it, at most this long. */
export const SEARCH_KEY_MAX = 200;

/** One search, without who searched: its words as search reads them, the shop (null across), results. */
function recordSearch(ctx: AppContext, shopId: string | null, q: string, results: number): void {
  const key = searchKey(q);
  if (key) searchLogFor(ctx).add({ shopId, q: key.slice(0, SEARCH_KEY_MAX), results, at: ctx.now() });
}

/** Searches written in one statement at most this long after the first of them (or at SEARCH_LOG_BATCH). */
const SEARCH_LOG_DELAY_MS = 250;
const SEARCH_LOG_BATCH = 200;

/**
 * The search log, written in batches: one insert of every search of the last SEARCH_LOG_DELAY_MS instead
 * of a statement and a commit (a WAL flush) a search, which were ~10% of a searched page's PostgreSQL CPU
 * (decision 0077). The admin's week reads after writing what this process holds; another process's
 * searches show within the delay. A crash loses at most that delay's searches: the log is a count of
 * anonymous queries, never what a reply or an order depends on.
 */
export class SearchLogWriter {
  private pending: LoggedSearch[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: TeachingContext,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(search: LoggedSearch): void {
    this.pending.push(search);
    if (this.pending.length >= SEARCH_LOG_BATCH) {
      void this.flush();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), SEARCH_LOG_DELAY_MS);
    this.timer.unref();
  }

  /** Writes what is pending now (also on shutdown); resolves once every earlier batch is written too. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      try {
        await new SearchTeachingRepository(this.ctx.db).recordSearches(batch);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }
}

/** The app's one search log writer (the catalogue's routes flush it when the app closes). */
export const searchLogFor = appLocal(
  (ctx, onError: (error: unknown) => void = () => {}) => new SearchLogWriter(ctx, onError),
);

/** A product added to the cart from a search's answer; 404 when it is not an active product of the shop. */
async function recordAdd(ctx: TeachingContext, body: { q: string; shopId: string; productId: string }) {
  const key = searchKey(body.q).slice(0, SEARCH_KEY_MAX);
  const repo = new SearchTeachingRepository(ctx.db);
  if (!key || !(await repo.recordAdd(body.shopId, key, body.productId, ctx.now()))) {
    throw notFound(PRODUCT_NOT_FOUND);
  }
}

/** The taught words, read again only when their version moves (CatalogueFreshness.taught). */
export class TaughtWordsKept {
  private kept: { version: number; words: Promise<TaughtWords> } | null = null;

  constructor(
    private readonly db: TeachingContext['db'],
    private readonly version: () => number,
  ) {}

  words(): Promise<TaughtWords> {
    const version = this.version();
    if (this.kept?.version !== version) {
      const words = new SearchTeachingRepository(this.db).taughtWords();
      const kept = { version, words };
      // A failed read is not kept: the next search asks again.
      words.catch(() => {
        if (this.kept === kept) this.kept = null;
      });
      this.kept = kept;
    }
    return this.kept.words;
  }
}

/**
 * How many products each kept searched page's query found, by the page's cache key: a page answered from
 * the reply cache is logged with its count too. Bounded (the oldest goes), larger than the reply cache.
 */
export class SearchCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max: number) {}

  set(key: string, count: number): void {
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.max) this.counts.delete(this.counts.keys().next().value!);
  }

  get(key: string): number | undefined {
    return this.counts.get(key);
  }
}

/** Drops search log rows past their keeping (registered on the job runner's sweeps). */
export const forgetOldSearches = (ctx: TeachingContext, before: Date) =>
  new SearchTeachingRepository(ctx.db).deleteOlderThan(before);

export const searchTeaching = { teach, queries, recordSearch, recordAdd };
