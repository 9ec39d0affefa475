import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The delivery list's words (English here, Hindi loaded on demand). */
export const { t: tDelivery, useT: useDeliveryT } = defineCatalogue(english);
