import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The account screens' words (login, signup, password reset, e-mail verification) in every language. */
export const { t: tAuth, useT: useAuthT } = defineCatalogue(english);
