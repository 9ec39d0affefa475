import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's staff accounts (English here, Hindi loaded on demand). */
export const { t: tAdminPeople, useT: useAdminPeopleT } = defineCatalogue(english);
