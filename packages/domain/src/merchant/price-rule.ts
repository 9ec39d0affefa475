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

/**
 * The prices an owner may set on a product by the admin's rules, shown beside the field before they
 * type: the lowest and highest (rupees, to the paisa), each null when the rules set none. Prices inside
 * are exactly those `ownerPriceProblem` accepts.
 */
export function ownerPriceBounds(
  rules: MerchantRules,
  product: { price: number; originalPrice: number | null },
): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = rules.capAtMrp ? product.originalPrice : null;
  if (rules.maxChangePercent !== null && product.price > 0) {
    const step = (product.price * rules.maxChangePercent) / 100;
    min = Math.max(0, Math.ceil((product.price - step) * 100 - 1e-6) / 100);
    const high = Math.floor((product.price + step) * 100 + 1e-6) / 100;
    max = max === null ? high : Math.min(max, high);
  }
  return { min, max };
}
