/** The most of one product a single order may carry (matches the order request schema). */
export const MAX_ITEM_QUANTITY = 999;

/**
 * Reads a quantity typed by a customer or read from storage: a finite number, or a string holding one.
 * Returns null for anything else (the "non-number" of PRODUCT.md §5). Fractions are cut to whole units.
 */
export function parseQuantity(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value);
  else return null;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** PRODUCT.md §5 store update: at least 1, a non-number becomes 1; capped at MAX_ITEM_QUANTITY. */
export function normaliseQuantity(value: unknown): number {
  const n = parseQuantity(value);
  if (n === null || n < 1) return 1;
  return Math.min(n, MAX_ITEM_QUANTITY);
}
