import { restoreLanguage, setCatalogueLoader, useLanguageStore } from '@jhola/ui';
import { useAuthStore } from '../../lib/auth-store';

/**
 * Hindi is fetched when chosen; a choice made earlier on this browser is applied before the first paint,
 * and so is the signed-in customer's account language when this browser made no choice of its own.
 */
export async function setUpLanguages(): Promise<void> {
  setCatalogueLoader('hi', () => import('../../lib/hindi-catalogues').then((m) => m.hindi));
  await restoreLanguage();
  const account = useAuthStore.getState().user?.language;
  const { chosenHere, setLanguage } = useLanguageStore.getState();
  if (account && !chosenHere) await setLanguage(account, { fromAccount: true }).catch(() => undefined);
}
