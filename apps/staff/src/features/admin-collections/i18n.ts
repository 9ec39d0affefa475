import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's collections: cash and UPI taken at the door (English here, Hindi loaded on demand). */
export const { t: tCollections, useT: useCollectionsT } = defineCatalogue(english);
