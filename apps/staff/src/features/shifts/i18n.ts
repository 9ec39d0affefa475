import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** Shifts and offers: the words of going on duty and answering an offered order (Hindi on demand). */
export const { t: tShifts, useT: useShiftsT } = defineCatalogue(english);
