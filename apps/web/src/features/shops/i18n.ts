import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The shop list's and shop page's words in every language (English here, Hindi loaded on demand). */
export const { t: tShops, useT: useShopsT } = defineCatalogue(english);
