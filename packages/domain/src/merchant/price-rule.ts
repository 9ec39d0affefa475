import { englishText, type Translate } from '../common/translate.js';
import { MERCHANT_MESSAGES, type MerchantRules } from './merchant-requests.js';

/**
 * Issue 46: whether an owner may set `price` on a product, by the admin's rules; the refusal's words, or
 * null. The MRP (originalPrice) caps it when the rule says so and the product has one; a change larger
 * than the allowed percent of the current price is refused.
 */
export function ownerPriceProblem(
  rules: MerchantRules,
  product: { price: number; originalPrice: number | null },
  price: number,
  t: Translate = englishText,
): string | null {
  if (rules.capAtMrp && product.originalPrice !== null && price > product.originalPrice)
    return t(MERCHANT_MESSAGES.priceAboveMrp);
  if (rules.maxChangePercent !== null && product.price > 0) {
    const change = (Math.abs(price - product.price) / product.price) * 100;
    if (change > rules.maxChangePercent + 1e-9)
      return t(MERCHANT_MESSAGES.priceChangeTooLarge, { percent: rules.maxChangePercent });
  }
  return null;
}
