import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The push-notification offer’s words in every language (English here, Hindi loaded on demand). */
export const { t: tPush, useT: usePushT } = defineCatalogue(english);
