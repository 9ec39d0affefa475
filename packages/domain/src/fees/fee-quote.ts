import { fromPaise, toPaise } from '../orders/money.js';
import { bandFee, type FeeKind, type FeeRules } from './fee-rules.js';

/** One fee added to the items, and how much more in the cart would remove it (none: nothing would). */
export interface FeeLine {
  kind: FeeKind;
  amount: number;
  /** Adding this much to the subtotal removes the fee ("Add ₹42 more for free delivery"). */
  addToRemove?: number;
}

export interface FeeQuote {
  subtotal: number;
  fees: FeeLine[];
  /** Σ fees: what is added to the shop's bill at the door (the order's `deliveryFee`). */
  feesTotal: number;
  taxes: number;
  total: number;
  /** The shop's free-delivery amount, when it has one. */
  freeDeliveryAbove?: number;
  /** The shop's minimum order, when it has one. */
  minimumOrder?: number;
  /** How much is missing to reach the minimum order; absent when it is reached. */
  shortBy?: number;
}

export interface FeeQuoteInput {
  /** The priced items' subtotal, rupees. */
  subtotal: number;
  /** Straight-line km from the shop; null when the address is not on the map yet. */
  distanceKm: number | null;
  rules: FeeRules;
  /** The shop's tax on top (0 for MRP shops). */
  taxRate: number;
}

/**
 * The fees of an order (issue 45), in whole paise: the delivery band's fee unless the subtotal reaches
 * free delivery (the line stays, at 0, so the customer sees delivery is free), the small-cart fee while
 * the subtotal is below its threshold, and how much is missing to reach the minimum order. Tax is on
 * the subtotal rounded to the whole rupee (PRODUCT.md §9), never on fees. The cart, the checkout and
 * placement all ask this one function, so what is shown is what is charged.
 */
export function quoteFees(input: FeeQuoteInput): FeeQuote {
  const { rules } = input;
  const subtotal = Math.max(0, toPaise(input.subtotal));
  const fees: FeeLine[] = [];

  const freeFrom = rules.freeDeliveryAbove === null ? null : toPaise(rules.freeDeliveryAbove);
  const band = toPaise(bandFee(rules.deliveryBands, input.distanceKm));
  const free = freeFrom !== null && subtotal >= freeFrom;
  const delivery: FeeLine = { kind: 'delivery', amount: fromPaise(free ? 0 : band) };
  if (!free && band > 0 && freeFrom !== null) delivery.addToRemove = fromPaise(freeFrom - subtotal);
  fees.push(delivery);

  if (rules.smallCart && rules.smallCart.fee > 0 && subtotal < toPaise(rules.smallCart.below)) {
    fees.push({
      kind: 'small_cart',
      amount: fromPaise(toPaise(rules.smallCart.fee)),
      addToRemove: fromPaise(toPaise(rules.smallCart.below) - subtotal),
    });
  }

  const feesPaise = fees.reduce((sum, fee) => sum + toPaise(fee.amount), 0);
  // As orderSummary: the subtotal rounded to the whole rupee × rate is the tax in paise, float noise dropped.
  const taxBase = Math.round(subtotal / 100);
  const taxes = Math.round(Number((taxBase * Math.max(0, input.taxRate)).toPrecision(12)));
  const minimum = toPaise(rules.minimumOrder);
  return {
    subtotal: fromPaise(subtotal),
    fees,
    feesTotal: fromPaise(feesPaise),
    taxes: fromPaise(taxes),
    total: fromPaise(subtotal + feesPaise + taxes),
    ...(freeFrom !== null ? { freeDeliveryAbove: fromPaise(freeFrom) } : {}),
    ...(minimum > 0 ? { minimumOrder: fromPaise(minimum) } : {}),
    ...(subtotal < minimum ? { shortBy: fromPaise(minimum - subtotal) } : {}),
  };
}
