export { defineCatalogue, type MessageValues, type Translate } from './catalogue';
export { currentFormat, type Formatters, formattersFor, useFormat } from './format';
export { activateLanguage, i18n, setCatalogueLoader } from './i18n';
export { LanguageProvider } from './i18n-provider';
export { forgetLanguage, restoreLanguage, useLanguageStore } from './language-store';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from './languages';
export { defineSourceCatalogue } from './source-catalogue';
export { tUi, useUiT } from './ui-catalogue';
