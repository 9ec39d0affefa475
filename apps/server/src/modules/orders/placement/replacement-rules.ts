import {
  type CreateOrderInput,
  type FieldError,
  isId,
  REPLACEMENT_MESSAGES,
  type ReplacementMode,
} from '@jhola/domain';
import type { ProductRow, ShopRow } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';
import type { PricedLine } from './placement-rules.js';

/** The preference columns of one order item (PRODUCT.md §12). */
export interface ReplacementColumns {
  replacementMode: ReplacementMode;
  replacementProductId: string | null;
}

/** Product ids named by "This instead" preferences (well-formed ids only; the others are refused by name). */
export const namedReplacementIds = (items: CreateOrderInput['items']): string[] => [
  ...new Set(
    items.flatMap((item) =>
      item.replacement?.mode === 'specific' && item.replacement.productId && isId(item.replacement.productId)
        ? [item.replacement.productId]
        : [],
    ),
  ),
];

/**
 * PRODUCT.md §12: checks each item's preference ("Best match" when not sent). A "This instead" product
 * must exist, be sold by the same shop, be in stock and differ from the item itself; otherwise 422 with
 * a field error naming the item. Its stock is not held: it is only taken if the shopper brings it.
 */
export function checkReplacements(
  items: CreateOrderInput['items'],
  lines: readonly PricedLine[],
  named: readonly ProductRow[],
  shop: ShopRow,
): ReplacementColumns[] {
  const byId = new Map(named.map((p) => [p.id, p]));
  const lineAt = new Map(lines.map((line) => [line.index, line]));
  const errors: FieldError[] = [];
  const columns = items.map((item, index): ReplacementColumns => {
    // Issue 29: a named item is priced on the shelf; there is nothing in the catalogue to bring instead.
    if (item.productId === undefined) return { replacementMode: 'none', replacementProductId: null };
    const preference = item.replacement ?? { mode: 'best_match' as const };
    if (preference.mode !== 'specific')
      return { replacementMode: preference.mode, replacementProductId: null };
    const itemName = lineAt.get(index)?.product.name ?? 'this item';
    const productId = preference.productId ?? '';
    const product = isId(productId) ? byId.get(productId) : undefined;
    const message =
      productId === item.productId
        ? `${REPLACEMENT_MESSAGES.specificSameAsItem} of ${itemName}`
        : !product
          ? `The product to get instead of ${itemName} is not in the catalogue`
          : product.shopId !== shop.id
            ? `${product.name} (instead of ${itemName}) is not sold by ${shop.name}`
            : !product.isActive || product.stockQuantity <= 0
              ? `${product.name} (instead of ${itemName}) is out of stock`
              : null;
    if (message) errors.push({ field: `items.${index}.replacement.productId`, message });
    return { replacementMode: 'specific', replacementProductId: product?.id ?? null };
  });
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
  return columns;
}
