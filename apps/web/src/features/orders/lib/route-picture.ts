import { tOrders } from '../i18n';
import type { Point } from './geo';

export interface PlacedPoint {
  x: number;
  y: number;
}

export interface RouteLayout {
  width: number;
  height: number;
  place(point: Point): PlacedPoint;
  /** A round distance for the scale bar and its length in picture units. */
  scale: { label: string; length: number };
}

const KM_PER_DEG_LAT = 110.574;
const NICE_STEPS_KM = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50];

/**
 * Fits the points into a width × height picture with the same scale on both axes (a local flat
 * projection, good to a few metres over a city), so distances on the picture are true to each other.
 */
export function layoutRoute(points: readonly Point[], width = 320, height = 180, padding = 28): RouteLayout {
  const lat0 = points.reduce((sum, p) => sum + p.lat, 0) / Math.max(1, points.length);
  const kmPerDegLng = 111.32 * Math.cos((lat0 * Math.PI) / 180);
  const toKm = (p: Point) => ({ x: p.lng * kmPerDegLng, y: -p.lat * KM_PER_DEG_LAT });
  const km = points.map(toKm);
  const xs = km.map((p) => p.x);
  const ys = km.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  // At least 200 m across, so two points a few metres apart do not fill the whole picture.
  const span = Math.max(
    spanX / (width - 2 * padding),
    spanY / (height - 2 * padding),
    0.2 / (width - 2 * padding),
  );
  const unitsPerKm = 1 / span;
  const offsetX = (width - spanX * unitsPerKm) / 2;
  const offsetY = (height - spanY * unitsPerKm) / 2;
  const place = (p: Point): PlacedPoint => {
    const q = toKm(p);
    return { x: offsetX + (q.x - minX) * unitsPerKm, y: offsetY + (q.y - minY) * unitsPerKm };
  };
  // The longest round distance that fits in a quarter of the width.
  const maxKm = width / 4 / unitsPerKm;
  const stepKm = [...NICE_STEPS_KM].reverse().find((s) => s <= maxKm) ?? NICE_STEPS_KM[0]!;
  const label =
    stepKm < 1
      ? tOrders('orders.distance.metres', { metres: String(Math.round(stepKm * 1000)) })
      : tOrders('orders.distance.km', { km: String(stepKm) });
  return { width, height, place, scale: { label, length: stepKm * unitsPerKm } };
}
