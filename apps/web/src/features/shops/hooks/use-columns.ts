import { useSyncExternalStore } from 'react';

/**
 * Grid columns by screen width, matching the Tailwind breakpoints of the product grid: three on a
 * phone (as dense as the quick-commerce apps), four on a tablet, five beside the desktop sidebar.
 */
const QUERIES: [string, number][] = [
  ['(min-width: 1024px)', 5],
  ['(min-width: 640px)', 4],
];
const PHONE_COLUMNS = 3;

function read(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return PHONE_COLUMNS;
  for (const [query, columns] of QUERIES) if (window.matchMedia(query).matches) return columns;
  return PHONE_COLUMNS;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = QUERIES.map(([q]) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export const useColumns = (): number => useSyncExternalStore(subscribe, read, () => PHONE_COLUMNS);
