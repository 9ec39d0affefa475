import { forgetLanguage, setCatalogueLoader, useLanguageStore } from '@jhola/ui';

/** Lets a test switch to Hindi, with every catalogue of the app and its packages. */
export function loadHindiInTests(): void {
  setCatalogueLoader('hi', () => import('../lib/hindi-catalogues').then((m) => m.hindi));
}

/** English on screen and no choice made on this browser, as a first visit. */
export async function resetLanguage(): Promise<void> {
  await useLanguageStore.getState().setLanguage('en', { fromAccount: true });
  forgetLanguage();
  useLanguageStore.setState({ chosenHere: false });
}
