import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** Words of the pieces several staff screens share (English here, Hindi loaded on demand). */
export const { t: tCommon, useT: useCommonT } = defineCatalogue(english);
