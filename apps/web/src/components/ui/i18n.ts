import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The customer app's shared components' words (error screen, order summary, dialogs) in every language. */
export const { t: tComponents, useT: useComponentsT } = defineCatalogue(english);
