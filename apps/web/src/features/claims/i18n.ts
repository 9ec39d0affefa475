import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The claims feature's words: reporting a problem after delivery, and Jhola credit (issue 44). */
export const { useT: useClaimsT } = defineCatalogue(english);
