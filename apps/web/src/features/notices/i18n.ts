import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The notice banners’ words in every language (English here, Hindi loaded on demand). */
export const { t: tNotices, useT: useNoticesT } = defineCatalogue(english);
