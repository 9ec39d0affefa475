import { DEFAULT_DELIVERY_FEE, DEFAULT_TAX_RATE } from '../catalogue/shop-constants.js';

/**
 * Money rules of PRODUCT.md §9, in one place for the cart, the checkout and the server.
 *
 * Rounding: every amount is carried as a whole number of paise (1/100 rupee) and rounded half away
 * from zero to the paisa. Float noise is removed first (x * 100 is read to 12 significant digits), so
 * 1.005 rupees is 101 paise, not 100. Amounts are then turned back into rupees with 2 decimals.
 *
 *   subtotal = Σ toPaise(price) × quantity
 *   taxes    = hasTax ? round(subtotal to the whole rupee) × taxRate / 100, to the paisa : 0
 *   total    = subtotal + deliveryFee + taxes
 */

/** Rupees → whole paise (half away from zero). Non-finite input counts as 0. */
export const toPaise = (rupees: number): number => roundHalfAway(rupees * 100);

/** Nearest whole number, halves away from zero, after dropping float noise beyond 12 digits. */
function roundHalfAway(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clean = Number(value.toPrecision(12));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

export const fromPaise = (paise: number): number => paise / 100;

/** Rounds a rupee amount to 2 decimals with the rule above. */
export const roundMoney = (rupees: number): number => fromPaise(toPaise(rupees));

/** What a priced line needs; cart items, order items and catalogue products all fit. */
export interface PricedItem {
  price: number;
  quantity: number;
}

/** What the summary needs from a shop; anything missing or not a number takes the PRODUCT.md §9 default. */
export interface ShopPricing {
  deliveryFee?: unknown;
  hasTax?: unknown;
  taxRate?: unknown;
}

export interface OrderSummary<I extends PricedItem, S> {
  items: I[];
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  taxes: number;
  total: number;
  shop: S;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A usable quantity: a whole number of at least 0; anything else adds nothing. */
const quantityOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export const effectiveDeliveryFee = (shop: ShopPricing | null | undefined): number =>
  isAmount(shop?.deliveryFee) ? roundMoney(shop.deliveryFee) : DEFAULT_DELIVERY_FEE;

export const effectiveTaxRate = (shop: ShopPricing | null | undefined): number =>
  isAmount(shop?.taxRate) ? shop.taxRate : DEFAULT_TAX_RATE;

export const shopHasTax = (shop: ShopPricing | null | undefined): boolean => shop?.hasTax === true;

/** The order summary of PRODUCT.md §3 for these items bought from this shop. */
export function orderSummary<I extends PricedItem, S extends ShopPricing | null | undefined>(
  items: readonly I[],
  shop: S,
): OrderSummary<I, S> {
  let subtotalPaise = 0;
  let itemCount = 0;
  for (const item of items) {
    const quantity = quantityOf(item.quantity);
    const price = isAmount(item.price) ? toPaise(item.price) : 0;
    subtotalPaise += price * quantity;
    itemCount += quantity;
  }
  const deliveryFeePaise = toPaise(effectiveDeliveryFee(shop));
  // PRODUCT.md §9: tax is charged on the subtotal rounded to the whole rupee.
  const taxBaseRupees = roundHalfAway(subtotalPaise / 100);
  // base × rate / 100 rupees is base × rate paise.
  const taxes = shopHasTax(shop) ? roundHalfAway(taxBaseRupees * effectiveTaxRate(shop)) : 0;
  return {
    items: [...items],
    itemCount,
    subtotal: fromPaise(subtotalPaise),
    deliveryFee: fromPaise(deliveryFeePaise),
    taxes: fromPaise(taxes),
    total: fromPaise(subtotalPaise + deliveryFeePaise + taxes),
    shop,
  };
}

/** The {subtotal, deliveryFee, taxes, total} part of a summary, as stored on an order. */
export function orderValueOf(summary: OrderSummary<PricedItem, unknown>) {
  return {
    subtotal: summary.subtotal,
    deliveryFee: summary.deliveryFee,
    taxes: summary.taxes,
    total: summary.total,
  };
}
