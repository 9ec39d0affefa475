import { z } from 'zod';
import { normaliseQuery, type SearchWord, searchWords } from './search-words.js';

/**
 * The operator teaches search (issue 42, point 5): a word customers type becomes an alias of a product, or
 * means what a known word means, in every shop at once. Searches are logged without who searched.
 */

/** Words taught to mean what another means ("ghiya" → "lauki"), by the taught word as normalised. */
export type TaughtWords = ReadonlyMap<string, string>;

/** A word as search reads it (lowercase, spacing and sizes normalised), the key of taught words and the log. */
export const searchKey = (text: string): string => normaliseQuery(text).replaceAll('+', ' ');

/**
 * The words of a query with what the operator taught: a taught word also matches every alternative of the
 * word it means, counts as known (never spelled otherwise) and ranks as that word's kind.
 */
export function withTaught(words: readonly SearchWord[], taught: TaughtWords): SearchWord[] {
  if (taught.size === 0) return [...words];
  return words.map((word) => {
    const sameAs = taught.get(word.text);
    const meaning = sameAs ? searchWords(sameAs) : [];
    if (meaning.length !== 1) return word;
    const [means] = meaning as [SearchWord];
    const alternatives = [...new Set([...word.alternatives, ...means.alternatives])];
    const wholeOnly = [...new Set([...(word.wholeOnly ?? []), ...(means.wholeOnly ?? []), means.text])];
    return { ...means, ...word, alternatives, wholeOnly, categories: means.categories, known: true };
  });
}

const taughtText = (label: string) =>
  z
    .string()
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(40, `${label} must be at most 40 characters`)
    .refine((v) => searchKey(v).length >= 2, `${label} must hold letters or digits`);

/** POST /api/admin/search/teach: the word becomes an alias of a product, or means a known word. */
export const teachSearchRequestSchema = z
  .strictObject({
    word: taughtText('Word'),
    productId: z.uuid('Product id must be a UUID').optional(),
    sameAs: taughtText('Same as').optional(),
  })
  .refine((v) => (v.productId === undefined) !== (v.sameAs === undefined), {
    message: 'Send productId or sameAs, one of them',
    path: ['productId'],
  });
export type TeachSearchRequest = z.infer<typeof teachSearchRequestSchema>;

export const teachSearchReplySchema = z.object({
  /** The word as search reads it. */
  word: z.string(),
  /** For an alias: the products (the product and its other pack sizes) that now carry it. */
  productIds: z.array(z.string()),
  sameAs: z.string().nullable(),
});
export type TeachSearchReply = z.infer<typeof teachSearchReplySchema>;

export const searchQueriesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** One query of the week as customers typed it (normalised), nothing-found first. */
export const searchQuerySummarySchema = z.object({
  q: z.string(),
  /** Times searched in the period. */
  count: z.number().int(),
  /** Products its latest search found (0: nothing). */
  found: z.number().int(),
  lastAt: z.string(),
  /** What customers added to the cart after it, most first. */
  added: z.array(z.object({ productId: z.string(), name: z.string(), count: z.number().int() })),
});
export const searchQueriesSchema = z.object({ queries: z.array(searchQuerySummarySchema) });
export type SearchQueries = z.infer<typeof searchQueriesSchema>;
export type SearchQuerySummary = z.infer<typeof searchQuerySummarySchema>;

/** POST /api/search/added: a product added to the cart from a search's answer (no identity kept). */
export const searchAddedRequestSchema = z.strictObject({
  q: z.string().trim().min(1).max(200),
  shopId: z.uuid(),
  productId: z.uuid(),
});
