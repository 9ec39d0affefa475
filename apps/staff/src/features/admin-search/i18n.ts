import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's Search page: what customers searched, and teaching search (English here, Hindi on demand). */
export const { t: tAdminSearch, useT: useAdminSearchT } = defineCatalogue(english);
