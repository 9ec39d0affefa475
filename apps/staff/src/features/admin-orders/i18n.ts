import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's order board and order page (English here, Hindi loaded on demand). */
export const { t: tAdminOrders, useT: useAdminOrdersT } = defineCatalogue(english);
