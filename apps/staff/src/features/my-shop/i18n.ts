import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** A shop owner's "My shop" (issue 46; English here, Hindi loaded on demand). */
export const { t: tMyShop, useT: useMyShopT } = defineCatalogue(english);
