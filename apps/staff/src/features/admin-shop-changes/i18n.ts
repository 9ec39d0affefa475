import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admins' audit of owners' changes (issue 46; English here, Hindi loaded on demand). */
export const { t: tShopChanges, useT: useShopChangesT } = defineCatalogue(english);
