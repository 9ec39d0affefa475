import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's notices (English here, Hindi loaded on demand). */
export const { t: tAdminNotices, useT: useAdminNoticesT } = defineCatalogue(english);
