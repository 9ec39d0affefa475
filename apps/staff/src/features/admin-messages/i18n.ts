import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's contact inbox (English here, Hindi loaded on demand). */
export const { t: tAdminMessages, useT: useAdminMessagesT } = defineCatalogue(english);
