import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The debug panel’s words in every language (English here, Hindi loaded on demand). */
export const { t: tDebug, useT: useDebugT } = defineCatalogue(english);
