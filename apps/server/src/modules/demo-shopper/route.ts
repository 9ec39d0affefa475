export interface Point {
  lat: number;
  lng: number;
}

/** Bengaluru's centre: where a demo ride starts when neither the shop nor the address has coordinates. */
const FALLBACK: Point = { lat: 12.9716, lng: 77.5946 };

/**
 * The ride's end points: from the shop to the delivery address. Without the address's coordinates the
 * ride ends at a point about a kilometre from the shop, so the customer still sees movement.
 */
export function rideEnds(shop: Point | null, destination: Point | null): { from: Point; to: Point } {
  const from =
    shop ?? (destination ? { lat: destination.lat + 0.012, lng: destination.lng - 0.008 } : FALLBACK);
  const to = destination ?? { lat: from.lat + 0.008, lng: from.lng + 0.006 };
  return { from, to };
}

/** `steps` positions from just after `from` to `to`, each nudged a little off the straight line. */
export function ridePoints(from: Point, to: Point, steps: number, random = Math.random): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    const wobble = i === steps - 1 ? 0 : (random() - 0.5) * 0.0008;
    return {
      lat: round6(from.lat + (to.lat - from.lat) * t + wobble),
      lng: round6(from.lng + (to.lng - from.lng) * t - wobble),
    };
  });
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
