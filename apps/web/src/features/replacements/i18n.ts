import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The replacement choices' words in every language (English here, Hindi loaded on demand). */
export const { t: tReplacements, useT: useReplacementsT } = defineCatalogue(english);
