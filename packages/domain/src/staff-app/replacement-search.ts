/**
 * What the shopper's replacement search starts with for a missing item: the last word of its name once
 * pack sizes ("500 ml", "1 kg") and words in brackets are dropped, usually what the thing is ("Amul Taaza
 * Toned Milk 1 L" → "Milk", "Poha (Thick)" → "Poha"). The shop search needs every word to match, so the
 * whole name would find little more than the missing item itself.
 */
const SIZE = /\b\d+(?:[.,]\d+)?\s*(?:kg|g|gm|mg|l|ltr|ml|pcs?|pieces?|pack|dozen|x)?\b/gi;

export function replacementSearchText(itemName: string): string {
  const words = itemName
    .replace(/\([^)]*\)/g, ' ')
    .replace(SIZE, ' ')
    .split(/[\s,/]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1);
  return words.at(-1) ?? itemName.trim();
}
