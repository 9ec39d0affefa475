import type { ReplacedWith, ReplacementChoice, ReplacementProduct } from '@jhola/domain';
import type { OrderItemRow, ProductRow } from '../../../db/rows.js';

/** Products named by "This instead" preferences, by id, as the order shows them (PRODUCT.md §12). */
export type NamedProducts = ReadonlyMap<string, ReplacementProduct>;

export const replacementProductOf = (
  row: Pick<ProductRow, 'id' | 'name' | 'unit' | 'price' | 'images'>,
): ReplacementProduct => ({
  _id: row.id,
  name: row.name,
  unit: row.unit,
  price: row.price,
  imageUrl: row.images[0] ?? null,
});

/** The customer's stored preference, with the named product's current summary for "This instead". */
export function replacementChoiceOf(item: OrderItemRow, named: NamedProducts | undefined): ReplacementChoice {
  const productId = item.replacementMode === 'specific' ? item.replacementProductId : null;
  return {
    mode: item.replacementMode,
    productId,
    product: productId ? (named?.get(productId) ?? null) : null,
  };
}

/** What the shopper brought instead, as priced at the revision; null when nothing replaced the item. */
export function replacedWithOf(item: OrderItemRow): ReplacedWith | null {
  if (!item.replacedWithProductId) return null;
  return {
    productId: item.replacedWithProductId,
    name: item.replacedWithName ?? '',
    unit: item.replacedWithUnit ?? '',
    price: item.replacedWithPrice ?? 0,
    imageUrl: item.replacedWithImageUrl,
    quantity: item.replacedWithQuantity ?? 0,
    matchesPreference: item.replacedWithMatchesPreference,
    refused: item.replacedWithRefused,
  };
}
