/** What the shop page filters and sorts on. */
export interface SearchableProduct {
  name: string;
  price: number;
  category?: string;
  description?: string;
  tags?: readonly string[];
}

export const PRODUCT_SORTS = ['name', 'price', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Sorted copy; ties keep a stable name order so the list never jumps between equal prices. */
export function sortProducts<P extends SearchableProduct>(products: readonly P[], sort: ProductSort): P[] {
  const byName = (a: P, b: P) => collator.compare(a.name, b.name);
  const sorted = [...products];
  if (sort === 'name') return sorted.sort(byName);
  const sign = sort === 'price' ? 1 : -1;
  return sorted.sort((a, b) => sign * (a.price - b.price) || byName(a, b));
}

/**
 * A search index: one lowercase text per product (name, category, tags, description), built once per
 * product list so each keystroke is a plain substring scan, fast enough for 5,000 products on a phone.
 */
export interface ProductIndex<P> {
  products: readonly P[];
  texts: readonly string[];
}

export function buildProductIndex<P extends SearchableProduct>(products: readonly P[]): ProductIndex<P> {
  return {
    products,
    texts: products.map((p) =>
      [p.name, p.category ?? '', (p.tags ?? []).join(' '), p.description ?? ''].join('\n').toLowerCase(),
    ),
  };
}

/** Products whose text holds every word of the search, in the category (all when empty), in index order. */
export function filterProducts<P extends SearchableProduct>(
  index: ProductIndex<P>,
  filter: { search?: string; category?: string },
): P[] {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const category = filter.category ?? '';
  if (words.length === 0 && !category) return [...index.products];
  const result: P[] = [];
  for (let i = 0; i < index.products.length; i++) {
    const product = index.products[i]!;
    if (category && product.category !== category) continue;
    const text = index.texts[i]!;
    if (words.every((word) => text.includes(word))) result.push(product);
  }
  return result;
}

/** The categories of a product list, sorted by name, each once. */
export function productCategories(products: readonly SearchableProduct[]): string[] {
  const set = new Set<string>();
  for (const p of products) if (p.category) set.add(p.category);
  return [...set].sort(collator.compare);
}
