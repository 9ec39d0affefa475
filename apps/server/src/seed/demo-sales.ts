import type { SeededProduct } from './data/types.js';

/** The everyday staples: most orders name some of them. */
const STAPLE_CATEGORIES = new Set([
  'Fresh Vegetables',
  'Fresh Fruits',
  'Salt & Sugar',
  'Eggs & Bread',
  'Dairy',
  'Vegetables',
  'Milk',
]);

/** A small stable hash (FNV-1a): the same name gets the same count every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A sales history for the demo (issue 47): a shop page lists bestsellers first, and a demo whose products
 * were never ordered would list them A–Z ("24 Mantra…" first). Products tagged bestseller and the staples
 * get order counts as a shop's would look; written as the products are inserted (an update of every
 * product afterwards rewrote each row and its search index: seconds on the slow pool). Only the demo
 * start asks for it; tests that insert the catalogue keep every count at 0.
 */
export function demoOrderCount(p: Pick<SeededProduct, 'name' | 'tags' | 'category'>): number {
  if (p.tags.includes('bestseller')) return 40 + (hash(p.name) % 60);
  if (STAPLE_CATEGORIES.has(p.category)) return 10 + (hash(p.name) % 30);
  return hash(p.name) % 5;
}
