import { z } from 'zod';
import { englishText, type Translate } from '../common/translate.js';
import { cancelledReasonText } from '../orders/cancel-reason.js';
import { slotLabel } from '../orders/closed-slot.js';
import type { Order } from '../orders/order.js';
import type { OrderAction } from '../orders/transitions.js';
import { orderStatusMessage } from '../realtime/status-messages.js';

const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (issue 19): the push service's
 * endpoint and the keys the payload is encrypted with (RFC 8291). p256dh is an uncompressed P-256 point
 * (65 bytes, 87 characters), auth 16 bytes (22 characters).
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s/?#]+(\/\S*)?$/, 'Must be a web URL'),
  keys: z.object({ p256dh: base64Url(80, 100), auth: base64Url(16, 32) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionSchema = z.object({
  _id: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;

/**
 * What one push carries to the service worker: never more than the recipient's own order page shows.
 * `url` is the page a tap opens, relative to the app's scope.
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export interface PushChange {
  order: Order;
  action: OrderAction | 'created' | 'location' | 'geocoded' | 'payment' | 'slot_moved';
  actor: { role: string };
  reason?: string;
}

/**
 * The push an order change sends to its customer (issue 19): shopper assigned, changes to review, bill to
 * approve, out for delivery (with the code), delivered, cancelled (with the reason). Nothing for the other
 * steps, which the open app shows live, nor for the customer's own cancel.
 */
export function customerPushMessage(
  change: PushChange,
  translate: Translate = englishText,
): PushMessage | null {
  const t = translate;
  const { order } = change;
  const shopperName = order.personalShopperId?.name;
  const tag = `order-${order._id}`;
  const page = `orders/${order._id}`;
  const message = (title: string, body: string, url = page): PushMessage => ({ title, body, url, tag });
  switch (change.action) {
    case 'accept':
      return message(t('Shopper assigned'), orderStatusMessage('accepted_by_shopper', { shopperName }, t));
    case 'revise':
      return message(
        t('Changes to review'),
        orderStatusMessage('shopper_revised_order', { shopperName }, t),
        `revised-order/${order._id}`,
      );
    case 'upload_bill':
      return message(t('Bill to approve'), orderStatusMessage('bill_uploaded', {}, t));
    case 'out_for_delivery': {
      const { orderNumber, deliveryOTP: code } = order;
      const body = code
        ? t('Your order {orderNumber} is on its way. Your delivery code is {code}.', { orderNumber, code })
        : t('Your order {orderNumber} is on its way.', { orderNumber });
      return message(t('Out for delivery'), body);
    }
    case 'deliver':
      return message(t('Delivered'), orderStatusMessage('delivered', {}, t));
    // Issue 46: the shop is closed in the booked slot and the order moved to a later one.
    case 'slot_moved':
      return order.slot
        ? message(
            t('Delivery slot moved'),
            t('The shop is closed in your slot. Order {orderNumber} now comes {slot}.', {
              orderNumber: order.orderNumber,
              slot: slotLabel(new Date(order.slot.start), t),
            }),
          )
        : null;
    case 'cancel': {
      if (change.actor.role === 'customer') return null;
      const typed = change.reason?.trim() || order.cancellationReason?.trim() || null;
      // An admin's cancellation reads as on the banner: "Order cancelled by admin: <reason>" (issue 30).
      const reason =
        change.actor.role === 'admin'
          ? cancelledReasonText({ cancelledBy: 'admin', cancellationReason: typed }, t)
          : typed;
      return message(t('Order cancelled'), orderStatusMessage('cancelled', { reason }, t));
    }
    default:
      return null;
  }
}

/**
 * The pushes for shoppers who opted in: a new order waiting for a shopper (to every shopper), and the
 * customer's answer to the order's own shopper. `to` names who receives it.
 */
export function shopperPushMessage(
  change: PushChange,
  translate: Translate = englishText,
): { to: 'shoppers' | { userId: string }; message: PushMessage } | null {
  const { order } = change;
  const tag = `staff-order-${order._id}`;
  if (change.action === 'created') {
    return {
      to: 'shoppers',
      message: {
        title: translate('New order waiting'),
        body: translate('{orderNumber} from {shop} is waiting for a shopper.', {
          orderNumber: order.orderNumber,
          shop: order.shopId.name,
        }),
        url: 'available',
        tag,
      },
    };
  }
  const shopperId = order.personalShopperId?._id;
  if (!shopperId) return null;
  const answered: Partial<Record<PushChange['action'], string>> = {
    approve_revision: 'The customer answered the changes.',
    approve_bill: 'The customer approved the bill.',
  };
  const body = answered[change.action];
  if (!body || change.actor.role !== 'customer') return null;
  return {
    to: { userId: shopperId },
    message: {
      title: translate('The customer answered'),
      body: `${order.orderNumber}: ${translate(body)}`,
      url: `orders/${order._id}`,
      tag,
    },
  };
}
