import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The orders feature's words (English here, Hindi loaded on demand with the app's other catalogues). */
export const { t: tOrders, useT: useOrdersT } = defineCatalogue(english);
