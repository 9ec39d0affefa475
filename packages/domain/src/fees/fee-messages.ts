import { formatRupees } from '../common/format.js';
import { englishText, type Translate } from '../common/translate.js';

/** The refusal of an order below the shop's minimum (issue 45): what the minimum is and what is missing. */
export const minimumOrderMessage = (
  shopName: string,
  minimum: number,
  shortBy: number,
  translate: Translate = englishText,
): string =>
  translate('{shopName} takes orders of {minimum} or more. Add {shortBy} more to place this order.', {
    shopName,
    minimum: formatRupees(minimum),
    shortBy: formatRupees(shortBy),
  });
