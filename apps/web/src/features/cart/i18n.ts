import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The cart's words in every language (English here, Hindi loaded on demand). */
export const { t: tCart, useT: useCartT } = defineCatalogue(english);
