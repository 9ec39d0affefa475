/**
 * "Delivery in about N min" (issue 31): one estimate for the shop card, the shop page, the cart and the
 * order, from what the server knows now. Pure: the server reads the load, the screens only show it.
 */
export const ETA_RULES = {
  /** Minutes for a shopper to take a new order when one is free. */
  acceptMinutes: 3,
  /** A rider's average speed in town, km/h, on the straight-line distance times the road factor. */
  riderKmPerHour: 18,
  roadFactor: 1.4,
  /** Handing over at the shop and at the door. */
  handoverMinutes: 4,
  /** With no shopper on duty at all, the first one to come on takes this long, on average. */
  noShopperMinutes: 15,
  /** The estimate is said in steps of 5 minutes, never under 10 nor over 120. */
  stepMinutes: 5,
  minMinutes: 10,
  maxMinutes: 120,
} as const;

export interface DeliveryEstimateInput {
  /** Straight-line km from the shop to the place. */
  distanceKm: number;
  /** The shop's usual minutes to pick one order. */
  pickingMinutes: number;
  /** Orders placed and not yet taken by a shopper, across shops. */
  waitingOrders: number;
  /** Shoppers able to take orders now (enabled shopper accounts). */
  activeShoppers: number;
}

/**
 * Minutes until the door: take (+ the queue ahead: waiting orders per shopper, each costing a picking
 * time), pick, ride, hand over; rounded up to the next 5 and kept within 10–120.
 */
export function deliveryEstimateMinutes(input: DeliveryEstimateInput): number {
  const r = ETA_RULES;
  const picking = Math.max(1, input.pickingMinutes);
  const queue =
    input.activeShoppers > 0
      ? (Math.max(0, input.waitingOrders) / input.activeShoppers) * picking
      : r.noShopperMinutes + Math.max(0, input.waitingOrders) * picking;
  const ride = ((Math.max(0, input.distanceKm) * r.roadFactor) / r.riderKmPerHour) * 60;
  const raw = r.acceptMinutes + queue + picking + ride + r.handoverMinutes;
  const stepped = Math.ceil(raw / r.stepMinutes) * r.stepMinutes;
  return Math.min(r.maxMinutes, Math.max(r.minMinutes, stepped));
}
