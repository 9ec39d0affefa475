import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** The session-storage key React Router's own ScrollRestoration used, so saved positions carry over. */
const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * How long Back or a reload keeps trying to return to where the customer was while the page is not yet
 * tall enough (a long list arrives a page at a time on a slow network): this long since the page last
 * grew, and never longer than the cap. Any scroll, tap or key of the customer's ends it at once.
 */
const RESTORE_WHILE_GROWING_MS = 5000;
const RESTORE_AT_MOST_MS = 30_000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y`, and again on the next frames while the page is still too short to get there (its list
 * arriving from the cache or the network a moment after the screen), until it is reached, the page has
 * stopped growing, or the customer scrolls themselves. Returns the cancel for the effect's clean-up.
 */
function restoreWhenReachable(y: number): () => void {
  const started = performance.now();
  let quietUntil = started + RESTORE_WHILE_GROWING_MS;
  let height = document.documentElement.scrollHeight;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    const now = performance.now();
    const grown = document.documentElement.scrollHeight;
    if (grown > height) {
      height = grown;
      quietUntil = now + RESTORE_WHILE_GROWING_MS;
    }
    const reached = Math.abs(window.scrollY - y) <= 1;
    if (reached || now > quietUntil || now > started + RESTORE_AT_MOST_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * A new entry on the same page that opens something over it (a product's sheet, so Back closes it)
 * says so in its state: the page under it stays where it was.
 */
const keepsScroll = (state: unknown): boolean =>
  Boolean((state as { keepScroll?: unknown } | null)?.keepScroll);

/**
 * Scroll positions remembered per history entry, as React Router's `<ScrollRestoration>` does for a data
 * router (this app uses the smaller declarative router): a new page starts at the top (or at its #hash),
 * Back and Forward return to where the customer was, and a reload returns there too (kept in session
 * storage when the page is hidden). A replace that stays on the same path (a filter written into the
 * query string, PRODUCT.md §4) keeps the position, as `preventScrollReset` did, and so does a new entry
 * of the same path whose state says `keepScroll` (a sheet opened over the page).
 */
export function useScrollRestoration(getKey: (location: Location) => string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  const keepScroll = keepsScroll(location.state);
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef({ key, pathname: location.pathname });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    // The latest position of the entry on screen; a scroll caused by the next page lands on that page's key.
    const onScroll = () => {
      if (positions.current) positions.current[current.current.key] = window.scrollY;
    };
    const persist = () => {
      onScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key, pathname: location.pathname };
    if (previous.key === key && positions.current) return; // the same entry, rendered again
    positions.current ??= readPositions();
    if (previous.pathname === location.pathname && (navigationType === 'REPLACE' || keepScroll)) {
      return;
    }
    const saved = positions.current[key];
    if (typeof saved === 'number') {
      return restoreWhenReachable(saved);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, location.pathname, location.hash, navigationType, keepScroll]);
}
