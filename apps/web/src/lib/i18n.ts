import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The shared code's words (replacement choices, the socket's errors) in every language. */
export const { t: tLib, useT: useLibT } = defineCatalogue(english);
