import { type Order, type OrderValue, revisedOrderValue } from '@jhola/domain';

/** The items as they would be with these replacements refused (PRODUCT.md §12: a refusal is a removal). */
export function withRefusals(items: Order['items'], refused: ReadonlySet<string>): Order['items'] {
  if (refused.size === 0) return items;
  return items.map((item) =>
    item.replacedWith && item.productId !== null && refused.has(item.productId)
      ? { ...item, replacedWith: { ...item.replacedWith, refused: true } }
      : item,
  );
}

/**
 * The tax rate the order was priced with, read back from the server's own figures (an order does not
 * carry its rate): taxes are the rounded subtotal × rate, so the rate is recovered to two decimals.
 */
export function taxRateOf(value: OrderValue): number {
  const base = Math.round(value.subtotal);
  if (value.taxes <= 0 || base <= 0) return 0;
  return Math.round((value.taxes / base) * 100 * 100) / 100;
}

/**
 * What the revision costs with the refusals the customer is about to send, by the domain's revision
 * arithmetic; without refusals, the server's own revised value. The server recomputes on approval.
 */
export function revisionValueWith(order: Order, refused: ReadonlySet<string>): OrderValue {
  const server = order.revisedOrderValue ?? order.orderValue;
  if (refused.size === 0) return server;
  const rate = taxRateOf(server.taxes > 0 ? server : order.orderValue);
  return revisedOrderValue(withRefusals(order.items, refused), {
    deliveryFee: server.deliveryFee,
    taxRate: rate,
  });
}
