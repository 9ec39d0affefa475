import type { Plugin } from 'vite';
/** Compiles `locales/<language>.json` catalogues to Lingui's compiled messages at build and test time. */
export function i18nCatalogs(): Plugin;
