import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admins' Problems queue and goodwill credit (issue 44). */
export const { useT: useProblemsT } = defineCatalogue(english);
