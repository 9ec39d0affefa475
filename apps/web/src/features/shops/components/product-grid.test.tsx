import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
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

const renderGrid = () =>
  render(
    <ProductGrid
      families={groupFamilies(products)}
      layout="grid"
      onAdd={() => {}}
      closedText={null}
      onNearEnd={() => {}}
    />,
  );

/**
 * Issue 47: the shop's first screen draws its first rows without the virtualiser, whose code comes at the
 * customer's first scroll; then it windows the list, and the rows already drawn stay the same elements
 * (a size chosen, a tap under way, are kept).
 */
it('draws the first rows at once, and windows the list from the first scroll with the same elements', async () => {
  renderGrid();
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

/**
 * Issue 47: the windowed list takes over at the customer's first scroll, often deep in the list. The rows
 * it measures above the screen in its first frames (a pixel taller than the estimate, say) push what is
 * on screen down unless the window follows: it follows at once, by what they grew, while the virtualiser's
 * own scroll to where it believes it is waits for the page to settle (Back may be restoring a position).
 */
it('keeps what is on screen in place when it takes over deep in the list and measures the rows above', async () => {
  const observers: { callback: ResizeObserverCallback; elements: Element[] }[] = [];
  const previousObserver = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    private readonly entry: { callback: ResizeObserverCallback; elements: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve(element: Element) {
      this.entry.elements = this.entry.elements.filter((e) => e !== element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  };
  const scrolledBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  const scrolledTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Deep in the list (Back restored the place), and the page not settled yet: no frame comes.
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
  const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  try {
    renderGrid();
    // Scrolled already: the windowed list takes over at once, and observes the rows' sizes.
    await waitFor(() =>
      expect(observers.some((o) => o.elements.some((e) => e instanceof HTMLElement && e.dataset.index))).toBe(
        true,
      ),
    );
    expect(document.querySelector('[data-index="0"]')).toBeNull();
    const rows = [...document.querySelectorAll<HTMLElement>('[data-index]')];
    const top = (row: HTMLElement) => Number(/translateY\((-?[\d.]+)px\)/.exec(row.style.transform)?.[1]);
    const estimate = top(rows[1]!) - top(rows[0]!);
    // The rows that start above the screen: the window is at 3000 and the list starts at 0 here.
    const above = rows.filter((row) => top(row) < 3000).length;
    expect(above).toBeGreaterThan(0);

    // Each row turns out one pixel taller than estimated.
    act(() => {
      for (const { callback, elements } of observers) {
        const measured = elements.filter(
          (element) => element instanceof HTMLElement && element.dataset.index,
        );
        if (measured.length === 0) continue;
        callback(
          measured.map(
            (target) =>
              ({
                target,
                borderBoxSize: [{ blockSize: estimate + 1, inlineSize: 300 }],
              }) as unknown as ResizeObserverEntry,
          ),
          {} as ResizeObserver,
        );
      }
    });
    // The window moved down by what the rows above the screen grew, though the page has not settled ...
    const moved = scrolledBy.mock.calls.reduce((sum, [, y]) => sum + Number(y), 0);
    expect(moved).toBe(above);
    // ... and the virtualiser's own scroll to where it believes it is waited.
    expect(scrolledTo).not.toHaveBeenCalled();
  } finally {
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    frames.mockRestore();
    scrolledBy.mockRestore();
    scrolledTo.mockRestore();
    globalThis.ResizeObserver = previousObserver;
  }
});
