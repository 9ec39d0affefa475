import { isKnownPhrase } from './lexicon/lexicon-lookup.js';
import type { SearchWord } from './search-words.js';

/**
 * The kind each brand of a shop stands for, read from the shop's own products (decision 0070): by the
 * brand lowercase, the kind (products.name_kind) most of its products are. For a brand the lexicon's
 * BRAND_KINDS does not know: a shop whose Zing products are all toothpaste knows Zing for toothpaste.
 */
export type BrandKinds = ReadonlyMap<string, string>;

/** A brand's products of one kind, as the shop counts them. */
export interface BrandKindCount {
  brand: string;
  kind: string;
  products: number;
}

/** A brand stands for a kind when at least half of its products, and two at least, are of it. */
const SHARE = 0.5;
const FEWEST = 2;

/** Each brand's kind from the counts of its products by kind; a brand with no clear kind has none. */
export function brandKindsOf(counts: readonly BrandKindCount[]): Map<string, string> {
  const byBrand = new Map<string, { total: number; kind: string; most: number }>();
  for (const { brand, kind, products } of counts) {
    const key = brand.trim().toLowerCase();
    if (!key || !kind) continue;
    const seen = byBrand.get(key) ?? { total: 0, kind, most: 0 };
    seen.total += products;
    if (products > seen.most) Object.assign(seen, { kind, most: products });
    byBrand.set(key, seen);
  }
  const kinds = new Map<string, string>();
  for (const [brand, { total, kind, most }] of byBrand) {
    if (most >= FEWEST && most >= total * SHARE) kinds.set(brand, kind);
  }
  return kinds;
}

/**
 * The words with the kind the shops' products say a brand stands for, where the lexicon said none: a word
 * that is a brand, or has one among its alternatives, and names no thing of the lexicon ("zingo", "zingo
 * 100g"). A word typed with it says what is wanted, which a shop's mix of products does not ("annapurna
 * atta" is the atta, though most of Annapurna's packs are flours): beside other words the brand's kind
 * counts only when they and it name one thing the lexicon knows, the kind saying which of the things the
 * words name ("organic tattva moong" of a dal brand: moong dal, not the whole green moong). Of several
 * shops (cross-shop search, nearest first) the first that knows the brand says; only the words are looked
 * up.
 */
export function withBrandKinds(words: readonly SearchWord[], shops: readonly BrandKinds[]): SearchWord[] {
  const naming = words.filter((word) => !/^\d/.test(word.text));
  const kindOf = (text: string) => shops.map((kinds) => kinds.get(text)).find(Boolean);
  const brandKind = (word: SearchWord) =>
    word.means || word.categories ? undefined : [word.text, ...word.alternatives].map(kindOf).find(Boolean);
  const brand = naming.find((word) => brandKind(word) !== undefined);
  if (!brand) return [...words];
  const kind = brandKind(brand)!;
  const others = naming.filter((word) => word !== brand).map((word) => word.text);
  if (others.length > 0 && !isKnownPhrase([...others, kind])) return [...words];
  return words.map((word) => (word === brand ? { ...word, means: kind } : word));
}
