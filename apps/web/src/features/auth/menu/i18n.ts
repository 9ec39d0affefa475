import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/**
 * The user menu's two words, apart from the account screens' catalogue: the menu is in the header, so
 * in the first load, and the screens' words are not (issue 16's 100 KiB).
 */
export const { useT: useAuthMenuT } = defineCatalogue(english);
