import { CUSTOM_ITEM_MESSAGES, type FieldError, isId, REPLACEMENT_MESSAGES } from '@jhola/domain';
import type { ProductRow } from '../../../db/rows.js';
import { addStockChange } from '../../catalogue/product-stock-repository.js';
import type { OrderItemRow } from '../core/order-mapper.js';
import { replacementProductOf } from '../core/replacement-mapper.js';

/** One item of the revise request, with its place in the request (for the field errors). */
export interface ReplacementRequest {
  index: number;
  item: OrderItemRow;
  productId: string;
  quantity: number;
}

/** The columns a replacement writes on the item it replaces. */
export interface PricedReplacement {
  replacedWithProductId: string;
  replacedWithName: string;
  replacedWithUnit: string;
  replacedWithPrice: number;
  replacedWithImageUrl: string | null;
  replacedWithQuantity: number;
  replacedWithMatchesPreference: boolean;
  replacedWithRefused: false;
}

export const REPLACEMENT_REFUSALS = {
  customerSaidNone: (name: string) => `The customer asked not to replace ${name}: mark it not available only`,
  sameAsItem: (name: string) => `${REPLACEMENT_MESSAGES.specificSameAsItem} of ${name}`,
  unknown: (name: string) => `The replacement for ${name} is not in the catalogue`,
  otherShop: (product: string) => `${product} is not sold by this shop`,
  inactive: (product: string) => `${product} is no longer available`,
  outOfStock: (product: string) => `${product} is out of stock`,
  short: (product: string, left: number) => `Only ${left} of ${product} left in stock`,
} as const;

const field = (index: number, name: 'productId' | 'quantity') => `items.${index}.replacement.${name}`;

/** The checks that need no catalogue row: a "Don't replace" item, or the item replacing itself. */
export function replacementRequestErrors(requests: readonly ReplacementRequest[]): FieldError[] {
  return requests.flatMap(({ index, item, productId }): FieldError[] => {
    if (item.isCustom)
      return [{ field: `items.${index}.replacement`, message: CUSTOM_ITEM_MESSAGES.noReplacement }];
    if (item.replacementMode === 'none')
      return [
        { field: `items.${index}.replacement`, message: REPLACEMENT_REFUSALS.customerSaidNone(item.name) },
      ];
    if (productId === item.productId)
      return [{ field: field(index, 'productId'), message: REPLACEMENT_REFUSALS.sameAsItem(item.name) }];
    if (!isId(productId))
      return [{ field: field(index, 'productId'), message: REPLACEMENT_REFUSALS.unknown(item.name) }];
    return [];
  });
}

/**
 * Prices each replacement from the shop's own catalogue (the locked rows) and checks it can be had: of
 * the order's shop, active, and in stock for what the revision takes in all (`changes`, net of the
 * units it gives back). Field errors name the item; nothing is written when any is found.
 */
export function priceReplacements(
  requests: readonly ReplacementRequest[],
  catalogue: readonly ProductRow[],
  shopId: string,
  changes: ReadonlyMap<string, number>,
): { priced: Map<string, PricedReplacement>; errors: FieldError[] } {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const priced = new Map<string, PricedReplacement>();
  const errors: FieldError[] = [];
  for (const { index, item, productId, quantity } of requests) {
    const product = byId.get(productId);
    const refusal = !product
      ? REPLACEMENT_REFUSALS.unknown(item.name)
      : product.shopId !== shopId
        ? REPLACEMENT_REFUSALS.otherShop(product.name)
        : !product.isActive
          ? REPLACEMENT_REFUSALS.inactive(product.name)
          : product.stockQuantity <= 0
            ? REPLACEMENT_REFUSALS.outOfStock(product.name)
            : product.stockQuantity < (changes.get(product.id) ?? quantity)
              ? REPLACEMENT_REFUSALS.short(product.name, product.stockQuantity)
              : null;
    if (refusal || !product) {
      errors.push({
        field: field(index, 'productId'),
        message: refusal ?? REPLACEMENT_REFUSALS.unknown(item.name),
      });
      continue;
    }
    const summary = replacementProductOf(product);
    priced.set(item.id, {
      replacedWithProductId: product.id,
      replacedWithName: summary.name,
      replacedWithUnit: summary.unit,
      replacedWithPrice: summary.price,
      replacedWithImageUrl: summary.imageUrl,
      replacedWithQuantity: quantity,
      replacedWithMatchesPreference:
        item.replacementMode === 'specific' && item.replacementProductId === product.id,
      replacedWithRefused: false,
    });
  }
  return { priced, errors };
}

/**
 * The stock a revision moves (decision 0028): a not-available item gives its units back, a replacement
 * takes its own. Applied only while the order still holds its stock.
 */
export function revisionStockChanges(
  unavailable: readonly OrderItemRow[],
  requests: readonly ReplacementRequest[],
): Map<string, number> {
  const changes = new Map<string, number>();
  // A named item (issue 29) took no stock, so it gives none back.
  for (const item of unavailable) if (item.productId) addStockChange(changes, item.productId, -item.quantity);
  for (const r of requests) addStockChange(changes, r.productId, r.quantity);
  return changes;
}
