import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** Choosing where to deliver, in words in every language (English here, Hindi loaded on demand). */
export const { t: tLocation, useT: useLocationT } = defineCatalogue(english);
