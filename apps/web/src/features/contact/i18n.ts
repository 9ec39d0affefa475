import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The contact page’s words in every language (English here, Hindi loaded on demand). */
export const { t: tContact, useT: useContactT } = defineCatalogue(english);
