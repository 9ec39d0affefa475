import type { AuthUser } from '@jhola/domain';
import { isLanguage, useLanguageStore } from '@jhola/ui';

/**
 * At login, the account's language applies unless this browser chose one itself (the choice made on
 * the phone in hand wins). `language` is optional on the user until every server sends it.
 */
export function applyAccountLanguage(user: AuthUser): void {
  const language = (user as AuthUser & { language?: unknown }).language;
  const store = useLanguageStore.getState();
  if (!isLanguage(language) || store.chosenHere) return;
  void store.setLanguage(language, { fromAccount: true });
}
