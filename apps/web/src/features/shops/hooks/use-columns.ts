import { useSyncExternalStore } from 'react';
import { PHONE_COLUMNS, WIDER_COLUMNS } from '../lib/grid-columns';

/** Grid columns by screen width (lib/grid-columns.ts). */
function read(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return PHONE_COLUMNS;
  for (const { media, columns } of WIDER_COLUMNS) if (window.matchMedia(media).matches) return columns;
  return PHONE_COLUMNS;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = WIDER_COLUMNS.map(({ media }) => window.matchMedia(media));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export const useColumns = (): number => useSyncExternalStore(subscribe, read, () => PHONE_COLUMNS);
