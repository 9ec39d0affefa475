import type { MessageValues } from './catalogue';
import { i18n } from './i18n';
import { useLanguageStore } from './language-store';

/** Writes an English text with its values filled in (the domain's `englishText`: placeholders, plurals). */
export type EnglishFiller = (text: string, values?: MessageValues) => string;

/**
 * A catalogue keyed by its English text (Lingui's source-as-id convention), for the domain's words that
 * the server writes in English and both apps show: `t('Order placed')`. English needs no catalogue at all
 * (the text is its own message, filled by `english`), so none of it is in the first load; another
 * language looks the text up in its loaded catalogue. A text it does not hold yet is shown in English
 * rather than as a key (the catalogue tests keep that from shipping).
 */
export function defineSourceCatalogue(english: EnglishFiller) {
  const t = (text: string, values?: MessageValues): string =>
    i18n.locale === 'en' || i18n.messages[text] === undefined ? english(text, values) : i18n._(text, values);
  const useT = () => {
    useLanguageStore((s) => s.language);
    return t;
  };
  return { t, useT };
}
