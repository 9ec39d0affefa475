// Compiles every `locales/<language>.json` catalogue to Lingui's compiled form at build (and test) time,
// so the browser never carries an ICU message parser: plain text, {placeholders} and plurals arrive as
// the small arrays Lingui's runtime interpolates (decision 0038).
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/;

/** @returns {import('vite').Plugin} */
export function i18nCatalogs() {
  return {
    name: 'jhola-i18n-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!CATALOGUE.test(file)) return null;
      /** @type {Record<string, string>} */
      const source = JSON.parse(code);
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      // moduleType: the compiled catalogue is JavaScript now, not the JSON the file's name promises.
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}
