import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The notification offer's words (English here, Hindi loaded on demand). */
export const { t: tPush, useT: usePushT } = defineCatalogue(english);
