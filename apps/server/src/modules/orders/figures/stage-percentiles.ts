/**
 * The rounded p50/p90 of a stage's minutes from its roll-up (decision 0044): per whole minute a value rounds
 * to, how many values and the least and greatest exact one. That is enough for exactly what
 * `Math.round(percentile_cont(p))` over every value answers: when the two ranks percentile_cont reads fall in
 * one whole minute, every value between them rounds to it; when they fall in two, they are the greatest value
 * of the first and the least of the next, interpolated as PostgreSQL does.
 */
export interface MinuteBucket {
  /** The whole minute its values round to (floor(minutes + 0.5), as the roll-up writes it). */
  bucket: number;
  orders: number;
  lowest: number;
  highest: number;
}

/** The roll-up's buckets of a window with the values of the orders still open added, by bucket. */
export function withOpenValues(buckets: readonly MinuteBucket[], values: readonly number[]): MinuteBucket[] {
  const byBucket = new Map(buckets.map((b) => [b.bucket, { ...b }]));
  for (const value of values) {
    const bucket = Math.floor(value + 0.5);
    const found = byBucket.get(bucket);
    if (found) {
      found.orders += 1;
      found.lowest = Math.min(found.lowest, value);
      found.highest = Math.max(found.highest, value);
    } else byBucket.set(bucket, { bucket, orders: 1, lowest: value, highest: value });
  }
  return [...byBucket.values()].filter((b) => b.orders > 0).sort((a, b) => a.bucket - b.bucket);
}

/** Math.round(percentile_cont(p)) over the values the buckets (sorted by bucket) hold; null when none. */
export function roundedPercentile(buckets: readonly MinuteBucket[], p: number): number | null {
  const count = buckets.reduce((sum, b) => sum + b.orders, 0);
  if (count === 0) return null;
  // PostgreSQL's percentile_cont: the rows at floor and ceil of p * (n - 1), 0-based, interpolated.
  const h = p * (count - 1);
  const first = Math.floor(h);
  const second = Math.ceil(h);
  const low = bucketOf(buckets, first);
  const high = bucketOf(buckets, second);
  if (low === high) return low.bucket;
  return Math.round(low.highest + (h - first) * (high.lowest - low.highest));
}

function bucketOf(buckets: readonly MinuteBucket[], rank: number): MinuteBucket {
  let before = 0;
  for (const bucket of buckets) {
    before += bucket.orders;
    if (rank < before) return bucket;
  }
  throw new Error(`rank ${rank} beyond ${before} values`);
}
