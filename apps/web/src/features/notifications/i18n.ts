import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The notification panel’s and popup’s words in every language (English here, Hindi loaded on demand). */
export const { t: tNotifications, useT: useNotificationsT } = defineCatalogue(english);
