import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's shops and products (English here, Hindi loaded on demand). */
export const { t: tAdminCatalogue, useT: useAdminCatalogueT } = defineCatalogue(english);
