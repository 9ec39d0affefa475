import { DEFAULT_DELIVERY_FEE } from '@jhola/domain';
import { currentFormat } from '@jhola/ui';
import { tShops } from './i18n';

// Read at call time in the language on screen; components calling these subscribe with useShopsT().

/** PRODUCT.md §2: a fee of 0 reads "Free Delivery"; a missing fee takes the PRODUCT.md §9 default of 30. */
export function deliveryFeeText(fee: number | null | undefined): string {
  const value = typeof fee === 'number' && Number.isFinite(fee) ? fee : DEFAULT_DELIVERY_FEE;
  return value === 0
    ? tShops('shops.freeDelivery')
    : tShops('shops.deliveryFee', { fee: currentFormat().money(value) });
}

export const productCountText = (count: number): string => tShops('shops.productCount', { count });
