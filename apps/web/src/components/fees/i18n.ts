import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The fees of the cart and the checkout, with what would remove each (issue 45). */
export const { useT: useFeesT } = defineCatalogue(english);
