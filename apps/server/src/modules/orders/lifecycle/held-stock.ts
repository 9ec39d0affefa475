import { isReplacementKept } from '@jhola/domain';
import type { OrderItemRow } from '../core/order-mapper.js';

/**
 * The units an order holds while its stock is reserved (docs/decisions/0028-replacements.md): each
 * item's own quantity unless the shopper marked it not available (released at the revision), plus the
 * replacement brought instead unless the customer refused it (reserved at the revision). Cancelling
 * gives back exactly this, whatever step the order reached.
 */
export function heldStock(items: readonly OrderItemRow[]): { productId: string; quantity: number }[] {
  return items.flatMap((item) => [
    // A named item (issue 29) holds no stock.
    ...(item.isAvailable === false || !item.productId
      ? []
      : [{ productId: item.productId, quantity: item.quantity }]),
    ...(item.replacedWithProductId && isReplacementKept({ refused: item.replacedWithRefused })
      ? [{ productId: item.replacedWithProductId, quantity: item.replacedWithQuantity ?? 0 }]
      : []),
  ]);
}
