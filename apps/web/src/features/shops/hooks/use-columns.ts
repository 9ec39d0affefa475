import { useSyncExternalStore } from 'react';

/** Grid columns by screen width, matching the Tailwind breakpoints used by the product grid. */
const QUERIES: [string, number][] = [
  ['(min-width: 1024px)', 4],
  ['(min-width: 640px)', 3],
];

function read(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 2;
  for (const [query, columns] of QUERIES) if (window.matchMedia(query).matches) return columns;
  return 2;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = QUERIES.map(([q]) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export const useColumns = (): number => useSyncExternalStore(subscribe, read, () => 2);
