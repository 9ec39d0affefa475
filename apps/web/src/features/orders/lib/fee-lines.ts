import type { Order } from '@jhola/domain';
import { tOrders } from '../i18n';

/**
 * The fee lines an order was placed with (issue 45), named in the language on screen; an order placed
 * before fee lines has its one delivery fee. The order, its breakdown and its bill all show these.
 */
export function orderFeeLines(order: Pick<Order, 'fees' | 'deliveryFee'>) {
  const lines = order.fees?.length ? order.fees : [{ kind: 'delivery' as const, amount: order.deliveryFee }];
  return lines.map((line) => ({
    ...line,
    label:
      line.kind === 'small_cart'
        ? tOrders('orders.breakdown.smallCartFee')
        : tOrders('orders.breakdown.deliveryFee'),
  }));
}
