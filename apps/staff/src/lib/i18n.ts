import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The staff app's shared words: connection errors, waiting times (English here, Hindi loaded on demand). */
export const { t: tLib, useT: useLibT } = defineCatalogue(english);
