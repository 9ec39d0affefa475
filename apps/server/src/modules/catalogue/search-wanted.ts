/** What a relevance query must find: a pattern of a product's name, or of its category (a category word). */
export type Wanted = RegExp | { readonly category: RegExp };
/** A held-out query; `'across'` when only a shop other than the big shop sells it (run across shops only). */
export type HeldOutQuery = readonly [query: string, mustFind: Wanted, scope?: 'across'];

export const cat = (category: RegExp): Wanted => ({ category });

export function isWanted(wanted: Wanted, product: { name: string; category: string }): boolean {
  return wanted instanceof RegExp ? wanted.test(product.name) : wanted.category.test(product.category);
}
