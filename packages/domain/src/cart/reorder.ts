import type { CartProduct } from './cart.js';

/**
 * Issue 13 "Order again": the same items at today's prices. What a previous order asked for is
 * matched by product id against today's catalogue of the same shop; nothing is bought at an old price.
 */
export interface ReorderLine {
  productId: string;
  name: string;
  /** The unit price paid (or agreed) on the old order. */
  price: number;
  quantity: number;
}

export interface ReorderPlan {
  /** What goes into the cart, at today's price, capped at what is in stock. */
  add: { product: CartProduct; quantity: number }[];
  /** Names of items that cannot be had today (out of stock or no longer sold). */
  unavailable: string[];
  /** Items whose price changed since, with the old and today's price. */
  priceChanged: { name: string; was: number; now: number }[];
  /** Items of which fewer are in stock than were ordered. */
  reduced: { name: string; wanted: number; now: number }[];
}

export function planReorder(lines: readonly ReorderLine[], today: readonly CartProduct[]): ReorderPlan {
  const byId = new Map(today.map((p) => [p._id, p]));
  const plan: ReorderPlan = { add: [], unavailable: [], priceChanged: [], reduced: [] };
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const product = byId.get(line.productId);
    const stock = product?.stockQuantity ?? Number.POSITIVE_INFINITY;
    if (!product || product.inStock === false || stock <= 0) {
      plan.unavailable.push(product?.name ?? line.name);
      continue;
    }
    const quantity = Math.min(line.quantity, stock);
    if (quantity < line.quantity)
      plan.reduced.push({ name: product.name, wanted: line.quantity, now: quantity });
    if (Math.round(product.price * 100) !== Math.round(line.price * 100)) {
      plan.priceChanged.push({ name: product.name, was: line.price, now: product.price });
    }
    plan.add.push({ product, quantity });
  }
  return plan;
}
