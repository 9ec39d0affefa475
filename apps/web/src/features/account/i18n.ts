import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The account page's words in every language (English here, Hindi loaded on demand). */
export const { useT: useAccountT } = defineCatalogue(english);
