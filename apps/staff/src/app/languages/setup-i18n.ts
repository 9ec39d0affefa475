import { restoreLanguage, setCatalogueLoader } from '@jhola/ui';

/** Hindi is fetched when chosen; a choice made earlier on this browser is applied before the first paint. */
export function setUpLanguages(): Promise<void> {
  setCatalogueLoader('hi', () => import('../../lib/hindi-catalogues').then((m) => m.hindi));
  return restoreLanguage();
}
