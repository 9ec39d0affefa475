import { formatRupees } from '../common/format.js';
import { englishText, type Translate } from '../common/translate.js';
import {
  awaitsBillApproval,
  isCancelled,
  isDelivered,
  isOutForDelivery,
  type OrderStatus,
} from '../orders/status.js';

/**
 * The moments a customer hears about their order by SMS without the app open (issue 45): the shop took
 * it, it is on its way (with the code to give at the door), a bill waits for approval, it was delivered.
 */
export const ORDER_SMS_EVENTS = ['accepted', 'out_for_delivery', 'bill_waiting', 'delivered'] as const;
export type OrderSmsEvent = (typeof ORDER_SMS_EVENTS)[number];

export const ORDER_SMS_TEXT: Record<OrderSmsEvent, string> = {
  accepted: 'Jhola: {shopName} has accepted your order {orderNumber}. A shopper is on it.',
  out_for_delivery:
    'Jhola: your order {orderNumber} is on its way. Give the delivery code {code} at the door.',
  bill_waiting: 'Jhola: the bill for your order {orderNumber} is {amount}. Open Jhola to approve it.',
  delivered: 'Jhola: your order {orderNumber} from {shopName} was delivered. Thank you!',
};

/** The answer to turning order SMS on or off (PATCH /api/me). */
export const ORDER_SMS_MESSAGES = { saved: 'Your choice of order SMS is saved' } as const;

/** The SMS a move to `status` sends, if any. */
export function orderSmsEventFor(status: OrderStatus): OrderSmsEvent | null {
  if (status === 'accepted_by_shopper') return 'accepted';
  if (isOutForDelivery(status)) return 'out_for_delivery';
  if (awaitsBillApproval(status)) return 'bill_waiting';
  if (isDelivered(status)) return 'delivered';
  return null;
}

/** A queued SMS that no longer fits the order when it runs: cancelled since, or "on its way" after delivery. */
export const orderSmsOutdated = (event: OrderSmsEvent, status: string): boolean =>
  isCancelled(status) || (event === 'out_for_delivery' && isDelivered(status));

export interface OrderSmsFacts {
  orderNumber: string;
  shopName: string;
  /** The delivery code, for out_for_delivery. */
  code?: string | null;
  /** The amount due on the shop's bill with the fees, for bill_waiting. */
  amount?: number;
}

/** The SMS text of one event in the customer's language. */
export function orderSmsText(
  event: OrderSmsEvent,
  facts: OrderSmsFacts,
  translate: Translate = englishText,
): string {
  return translate(ORDER_SMS_TEXT[event], {
    orderNumber: facts.orderNumber,
    shopName: facts.shopName,
    code: facts.code ?? '',
    amount: formatRupees(facts.amount ?? 0),
  });
}
