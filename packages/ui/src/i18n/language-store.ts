import { create } from 'zustand';
import { activateLanguage } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const STORAGE_KEY = 'jhola.language';

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

interface LanguageState {
  /** The language on screen. */
  language: Language;
  /** True once the customer chose a language on this browser (a choice that beats the account's). */
  chosenHere: boolean;
  /** A switch is loading its catalogue. */
  switching: boolean;
  setLanguage: (language: Language, options?: { fromAccount?: boolean }) => Promise<void>;
}

/** The chosen language: kept in the browser, mirrored on `<html lang>`, saved on the account by the app. */
export const useLanguageStore = create<LanguageState>((set, get) => ({
  language: DEFAULT_LANGUAGE,
  chosenHere: false,
  switching: false,
  async setLanguage(language, options) {
    if (language === get().language && !get().switching) {
      if (!options?.fromAccount) persist(language);
      set({ chosenHere: get().chosenHere || !options?.fromAccount });
      return;
    }
    set({ switching: true });
    try {
      await activateLanguage(language);
      document.documentElement.lang = language;
      if (!options?.fromAccount) persist(language);
      set({ language, chosenHere: get().chosenHere || !options?.fromAccount });
    } finally {
      set({ switching: false });
    }
  },
}));

function persist(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or a full store: the choice still holds for this visit.
  }
}

/** Applies the language this browser chose before, if any; English otherwise. Call once at start. */
export function restoreLanguage(): Promise<void> {
  const stored = storedLanguage();
  if (!stored) return Promise.resolve();
  useLanguageStore.setState({ chosenHere: true });
  return useLanguageStore.getState().setLanguage(stored);
}

/** Forgets the browser's choice (tests, and a reset). */
export function forgetLanguage(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
