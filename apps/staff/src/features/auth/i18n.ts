import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The staff login's words (English here, Hindi loaded on demand). */
export const { t: tAuth, useT: useAuthT } = defineCatalogue(english);
