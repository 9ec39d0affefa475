import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The order work screen's words (English here, Hindi loaded on demand). */
export const { t: tWork, useT: useWorkT } = defineCatalogue(english);
