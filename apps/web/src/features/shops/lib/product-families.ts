import { unitWord } from '@jhola/domain';
import { tDomain } from '../../../lib/domain-text';
import type { CatalogueProduct } from '../api/get-product-page';

/** Pack sizes of one product (same familyKey in one shop), shown as one card with a size chooser. */
export interface ProductFamily {
  key: string;
  members: CatalogueProduct[];
}

/**
 * Groups the loaded products into families, in the order their first member arrived. The server lists
 * a family's members next to each other; grouping by key (not only neighbours) also joins a family
 * split across two pages.
 */
export function groupFamilies(products: readonly CatalogueProduct[]): ProductFamily[] {
  const families: ProductFamily[] = [];
  const byKey = new Map<string, ProductFamily>();
  for (const product of products) {
    const key = product.familyKey ? `family:${product.familyKey}` : product._id;
    const family = byKey.get(key);
    if (family) family.members.push(product);
    else {
      const created = { key, members: [product] };
      byKey.set(key, created);
      families.push(created);
    }
  }
  return families;
}

/** The size shown first: the first one in stock, else the first. */
export const defaultMember = (family: ProductFamily): CatalogueProduct =>
  family.members.find((p) => p.inStock !== false) ?? family.members[0]!;

/** The words for one size: its pack size, else its unit in the reader's language ("1 पैक", issue 47). */
export const sizeLabel = (p: Pick<CatalogueProduct, 'packSize' | 'unit'>): string =>
  p.packSize || (p.unit ? `1 ${tDomain(unitWord(p.unit))}` : '');

/**
 * The same family with the same products: each new page makes new family objects, and a card whose
 * products did not change need not draw again (React.memo's comparison of the cards).
 */
export function sameFamily(a: ProductFamily, b: ProductFamily): boolean {
  return (
    a.key === b.key && a.members.length === b.members.length && a.members.every((m, i) => m === b.members[i])
  );
}
