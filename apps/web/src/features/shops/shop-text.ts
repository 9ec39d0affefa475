import { DEFAULT_DELIVERY_FEE } from '@jhola/domain';
import { formatINR } from '../../lib/format';

/** PRODUCT.md §2: a fee of 0 reads "Free Delivery"; a missing fee takes the PRODUCT.md §9 default of 30. */
export function deliveryFeeText(fee: number | null | undefined): string {
  const value = typeof fee === 'number' && Number.isFinite(fee) ? fee : DEFAULT_DELIVERY_FEE;
  return value === 0 ? 'Free Delivery' : `Delivery ${formatINR(value)}`;
}

export const productCountText = (count: number): string =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'}`;
