import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CatalogueProduct } from '../api/get-product-page';
import { groupFamilies } from '../lib/product-families';
import { ProductGrid } from './product-grid';

// jsdom lays nothing out: the grid and the virtualiser observe sizes that never come.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const products: CatalogueProduct[] = Array.from({ length: 90 }, (_, i) => ({
  _id: `p-${i}`,
  shopId: 'shop-1',
  name: `Product ${i}`,
  description: '',
  category: 'Grains',
  price: 100 + i,
  originalPrice: null,
  images: [`/media/products/${i}.webp`],
  stockQuantity: 10,
  unit: 'kg',
  inStock: true,
  tags: [],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
}));

/**
 * Issue 47: the shop's first screen draws its first rows without the virtualiser, whose code comes at the
 * customer's first scroll; then it windows the list, and the rows already drawn stay the same elements
 * (a size chosen, a tap under way, are kept).
 */
it('draws the first rows at once, and windows the list from the first scroll with the same elements', async () => {
  render(
    <ProductGrid
      families={groupFamilies(products)}
      layout="grid"
      onAdd={() => {}}
      closedText={null}
      onNearEnd={() => {}}
    />,
  );
  const first = screen.getAllByRole('article');
  // A phone's screen of rows (three cards each), not the 30 rows loaded.
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThan(30);
  expect(first.length % 3).toBe(0);

  fireEvent.scroll(window);
  // The windowed list draws the rows on screen and a few below them (its overscan) ...
  await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(first.length));
  // ... keeping the first rows' elements.
  const after = screen.getAllByRole('article');
  first.forEach((card, i) => {
    expect(after[i]).toBe(card);
  });
});
