import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages';

/**
 * The one Lingui instance of an app. English messages arrive with the code that uses them (each feature
 * registers its own catalogue, so a lazy route carries its own words); every other language is loaded on
 * demand, whole, when the customer chooses it (decision 0038).
 */
export const i18n: I18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  locales: [INTL_LOCALES[DEFAULT_LANGUAGE]],
  messages: { [DEFAULT_LANGUAGE]: {} },
});

/** Adds English messages (compiled at build time by the catalogue plugin) to the instance. */
export function registerEnglish(messages: Messages): void {
  i18n.load(DEFAULT_LANGUAGE, messages);
}

type CatalogueLoader = () => Promise<Messages>;
const loaders = new Map<Language, CatalogueLoader>();
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

/** Each app says how a language other than English is fetched (one chunk holding all its catalogues). */
export function setCatalogueLoader(language: Language, loader: CatalogueLoader): void {
  loaders.set(language, loader);
}

/** Loads `language` when it is not yet here, then makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const loader = loaders.get(language);
    if (!loader) throw new Error(`No catalogue loader for ${language}`);
    i18n.load(language, await loader());
    loaded.add(language);
  }
  i18n.activate(language, [INTL_LOCALES[language]]);
}
