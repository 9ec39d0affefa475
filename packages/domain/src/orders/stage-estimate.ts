import { ETA_RULES } from '../catalogue/delivery-estimate.js';
import type { OrderStatus } from './status.js';

/**
 * Issue 47: the delivery estimate moves with the order. At placement it is the shop card's "about N min"
 * (deliveryEstimateMinutes: the queue, picking, the ride); from then on, at each step, it is what is left
 * from now: the whole picking while the shopper is on the way or shopping, half of it while the customer
 * answers a revision (most of the list is in the basket), none once the bill is made; then the ride and the
 * handover. A step a person waits on (the customer's answer, the bill's approval) moves it later by itself,
 * as the minutes are counted from that step.
 */
const PICKING_LEFT: Partial<Record<OrderStatus, number>> = {
  accepted_by_shopper: 1,
  shopper_at_shop: 1,
  shopping_in_progress: 1,
  shopper_revised_order: 0.5,
  customer_approved_revision: 0.5,
  final_shopping: 0.5,
  bill_uploaded: 0,
  bill_approved: 0,
  out_for_delivery: 0,
};

export interface StageEstimateInput {
  /** Straight-line km from the shop to the address. */
  distanceKm: number;
  /** The shop's usual minutes to pick one order. */
  pickingMinutes: number;
}

/**
 * Whole minutes from now to the door once the order reached `status`; null where the estimate stays
 * as it is (waiting for a shopper: the placement's estimate holds the queue; a finished order).
 */
export function minutesLeftAt(status: string, input: StageEstimateInput): number | null {
  const share = PICKING_LEFT[status as OrderStatus];
  if (share === undefined) return null;
  const picking = Math.max(1, input.pickingMinutes) * share;
  const ride = ((Math.max(0, input.distanceKm) * ETA_RULES.roadFactor) / ETA_RULES.riderKmPerHour) * 60;
  return Math.max(1, Math.ceil(picking + ride + ETA_RULES.handoverMinutes));
}
