import { useEffect, useState } from 'react';

/**
 * The rows drawn beyond the screen, grown one at a time while the browser is idle (issue 47): the first
 * render draws the first screen and `first` more rows only, so opening the shop is not one long task
 * of cards nobody sees yet; the rest follow in short tasks of a row each, up to `full`.
 */
export function useIdleOverscan(first: number, full: number): number {
  const [overscan, setOverscan] = useState(first);
  useEffect(() => {
    if (overscan >= full) return;
    const grow = () => setOverscan((rows) => Math.min(full, rows + 1));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(grow, { timeout: 1_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(grow, 50);
    return () => clearTimeout(id);
  }, [overscan, full]);
  return overscan;
}
