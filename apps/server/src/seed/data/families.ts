import { indianWordsFor } from '@jhola/domain';
import { slugify } from '../../modules/media/paths.js';
import { brandOf } from './supermarket.js';
import type { DemoProduct, SeededProduct } from './types.js';

/** "Aashirvaad Whole Wheat Atta 5 kg" → base "Aashirvaad Whole Wheat Atta", size "5 kg". */
const TRAILING_SIZE = /^(.*\S)\s+(\d+(?:\.\d+)?\s?(?:kg|g|ml|L|pcs))$/;

/** "Fevicol MR 200 g" → "200 g": a size at the end of a name, for its packshot. */
export const trailingSize = (name: string): string | null => TRAILING_SIZE.exec(name)?.[2] ?? null;

/**
 * One shop's products with their families: products whose names differ only by a trailing pack size
 * ("... 1 kg", "... 5 kg") are pack sizes of one product. A product with no sibling stands alone.
 * Each product is also tagged with the Indian words of its English name, so "chawal" finds rice.
 */
export function withFamilies(products: readonly DemoProduct[]): SeededProduct[] {
  const split = products.map((p) => TRAILING_SIZE.exec(p.name));
  const members = new Map<string, number>();
  for (const match of split) if (match) members.set(match[1]!, (members.get(match[1]!) ?? 0) + 1);
  return products.map((product, i) => {
    const match = split[i];
    const inFamily = match && (members.get(match[1]!) ?? 0) > 1;
    const tags = [...new Set([...product.tags, ...indianWordsFor(product.name)])];
    return {
      ...product,
      brand: brandOf(product.name),
      tags,
      familyKey: inFamily ? slugify(match[1]!) : null,
      packSize: inFamily ? match[2]! : null,
    };
  });
}
