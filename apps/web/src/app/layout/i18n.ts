import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The app shell's words (header, footer, banners, the not-found screen) in every language. */
export const { t: tApp, useT: useAppT } = defineCatalogue(english);
