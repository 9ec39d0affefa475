import { isLanguage, type Language, useLanguageStore } from '@jhola/ui';
import { useAuthStore } from '../../../lib/auth-store';
import { saveLanguage } from '../api/save-language';

/** The language saved on an account, or null when it has none (older accounts, older servers). */
export const accountLanguageOf = (user: unknown): Language | null => {
  const language = (user as { language?: unknown } | null)?.language;
  return isLanguage(language) ? language : null;
};

/**
 * Saves the customer's own choice on the account when someone is signed in. A failure is silent: the
 * next switch, or the next sign-in (the browser's choice then differs from the account's), saves it.
 */
export async function saveChosenLanguage(language: Language): Promise<void> {
  if (!useAuthStore.getState().user) return;
  try {
    await saveLanguage(language);
    // The session's copy follows, so the next page load does not send it again.
    useAuthStore.getState().updateUser({ language });
  } catch {
    // Silent on purpose (see above).
  }
}

/**
 * At sign-in, and for the session found at start: a browser without a choice of its own takes the
 * account's language; a browser whose choice differs from the account's saves its choice there.
 */
export function applyAccountLanguage(user: unknown): void {
  const account = accountLanguageOf(user);
  const { chosenHere, language, setLanguage } = useLanguageStore.getState();
  if (!chosenHere) {
    // A language that cannot load (offline) leaves the screen as it is.
    if (account) setLanguage(account, { fromAccount: true }).catch(() => undefined);
    return;
  }
  if (account !== language) void saveChosenLanguage(language);
}
