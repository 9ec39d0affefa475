import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The shopper's order lists (English here, Hindi loaded on demand). */
export const { t: tShopper, useT: useShopperT } = defineCatalogue(english);
