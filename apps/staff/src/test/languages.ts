import { setCatalogueLoader } from '@jhola/ui';

/** Lets a test switch to Hindi, with every catalogue of the staff app and its packages (as the app shell does). */
export function loadHindiInTests(): void {
  setCatalogueLoader('hi', () => import('../lib/hindi-catalogues').then((m) => m.hindi));
}
