import type { Coordinates } from '../common/address.js';
import { distanceKm } from '../common/geo.js';

/**
 * Issue 45: who is offered an order. Pure rules, shared by the server's dispatcher and its tests
 * (decision "shifts, dispatch and slots").
 */
export const DISPATCH_RULES = {
  /** Seconds an offer waits for its answer before it goes to the next person (DISPATCH_OFFER_SECONDS). */
  offerSeconds: 60,
  /** Two orders of one shop may ride together when the second is ready within these minutes of the first... */
  batchWindowMinutes: 10,
  /** ...and carrying both adds at most this much road to the longer trip alone (straight-line km). */
  batchDetourKm: 2,
  /** A rider carries at most this many orders at once. */
  maxBatch: 2,
} as const;

/** An on-duty shopper who could take an order. */
export interface ShopperCandidate {
  userId: string;
  /** Orders they hold now (accepted and not yet handed over or ended). */
  activeOrders: number;
  /** How far they are from the order's shop; 0 when their shift is at that shop, null when unknown. */
  distanceKm: number | null;
  /** Since when they have had nothing new: the shift's start or their last assignment, whichever is later. */
  idleSince: Date;
}

const byDistance = (a: number | null, b: number | null) =>
  (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

/** Shoppers best first: fewest active orders, then nearest, then longest idle. */
export function rankShoppers<T extends ShopperCandidate>(candidates: T[]): T[] {
  return [...candidates].sort(
    (a, b) =>
      a.activeOrders - b.activeOrders ||
      byDistance(a.distanceKm, b.distanceKm) ||
      a.idleSince.getTime() - b.idleSince.getTime() ||
      a.userId.localeCompare(b.userId),
  );
}

/** An on-duty rider who could carry a ready order. */
export interface RiderCandidate extends ShopperCandidate {
  /** The order already in their hands that this one would ride with (see `canBatch`); null: none. */
  batchWith: string | null;
}

/**
 * Riders best first: one who can take it on a trip they are making anyway, then nearest to the shop,
 * then the least loaded, then the longest idle. A rider with a full load, or with an order this one
 * cannot ride with, is left out by the caller.
 */
export function rankRiders<T extends RiderCandidate>(candidates: T[]): T[] {
  return [...candidates].sort(
    (a, b) =>
      Number(b.batchWith !== null) - Number(a.batchWith !== null) ||
      byDistance(a.distanceKm, b.distanceKm) ||
      a.activeOrders - b.activeOrders ||
      a.idleSince.getTime() - b.idleSince.getTime() ||
      a.userId.localeCompare(b.userId),
  );
}

/**
 * The road one rider adds by carrying both orders (shop → one door → the other) instead of only the
 * farther one (shop → its door), in straight-line km: the smaller of the two ways round.
 */
export function batchDetourKm(shop: Coordinates, a: Coordinates, b: Coordinates): number {
  const toA = distanceKm(shop, a);
  const toB = distanceKm(shop, b);
  // The nearer door first, then the other; never below zero (the triangle inequality).
  return Math.max(0, Math.min(toA, toB) + distanceKm(a, b) - Math.max(toA, toB));
}

export interface BatchCheck {
  shopId: string;
  shop: Coordinates | null;
  /** The order in the rider's hands: its shop, door and when it became ready. */
  held: { shopId: string; destination: Coordinates | null; readyAt: Date; leftShop: boolean };
  next: { shopId: string; destination: Coordinates | null; readyAt: Date };
}

/**
 * Whether a ready order may ride with the one a rider already holds: the same shop, the rider has not
 * left it yet, ready within the batch window of each other, and going the same way (the detour of
 * carrying both is within the stated kilometres). Unknown places never batch.
 */
export function canBatch(
  c: BatchCheck,
  rules: { windowMinutes: number; detourKm: number } = {
    windowMinutes: DISPATCH_RULES.batchWindowMinutes,
    detourKm: DISPATCH_RULES.batchDetourKm,
  },
): boolean {
  if (c.held.shopId !== c.next.shopId || c.held.leftShop) return false;
  if (Math.abs(c.next.readyAt.getTime() - c.held.readyAt.getTime()) > rules.windowMinutes * 60_000)
    return false;
  if (!c.shop || !c.held.destination || !c.next.destination) return false;
  return batchDetourKm(c.shop, c.held.destination, c.next.destination) <= rules.detourKm;
}
