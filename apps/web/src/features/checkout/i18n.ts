import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The checkout's words in every language (English here, Hindi loaded on demand). */
export const { t: tCheckout, useT: useCheckoutT } = defineCatalogue(english);
