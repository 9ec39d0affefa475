import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The product list's virtualiser without the layouts it would force. On a slow phone the first layout
 * of the shop page is long; read inside React's commit (the library reads the window's size and each
 * row's height there), it joins the first render in one long task that holds up the first tap.
 */

/**
 * A row's height as its ResizeObserver reports it. A row mounting keeps what was measured before, else
 * the estimate, until the observer tells its size (no forced layout per row while scrolling).
 */
export function measureWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/** The window's size, first read in the next frame (the browser lays the page out then anyway). */
export function observeWindowSize(instance: Virtualizer<Window, Element>, cb: (rect: Rect) => void) {
  const win = instance.scrollElement;
  if (!win) return;
  const read = () => cb({ width: win.innerWidth, height: win.innerHeight });
  const frame = requestAnimationFrame(read);
  win.addEventListener('resize', read, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    win.removeEventListener('resize', read);
  };
}
