/** @public the apps' declarations name them (the type of each catalogue's `t`). */
export type { MessageValues, Translate } from './catalogue';
export { defineCatalogue } from './catalogue';
export { currentFormat, type Formatters, formattersFor, useFormat } from './format';
export { i18n, setCatalogueLoader } from './i18n';
export { LanguageProvider } from './i18n-provider';
export { forgetLanguage, restoreLanguage, useLanguageStore } from './language-store';
export { LanguageSwitch } from './language-switch';
export { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
export { defineSourceCatalogue } from './source-catalogue';
