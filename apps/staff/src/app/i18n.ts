import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The staff app's frame: header, sections, page titles (English here, Hindi loaded on demand). */
export const { t: tApp, useT: useAppT } = defineCatalogue(english);
