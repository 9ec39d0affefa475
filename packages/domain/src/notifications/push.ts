import { z } from 'zod';
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
  action: OrderAction | 'created' | 'location' | 'geocoded';
  actor: { role: string };
  reason?: string;
}

/**
 * The push an order change sends to its customer (issue 19): shopper assigned, changes to review, bill to
 * approve, out for delivery (with the code), delivered, cancelled (with the reason). Nothing for the other
 * steps, which the open app shows live, nor for the customer's own cancel.
 */
export function customerPushMessage(change: PushChange): PushMessage | null {
  const { order } = change;
  const shopperName = order.personalShopperId?.name;
  const tag = `order-${order._id}`;
  const page = `orders/${order._id}`;
  const message = (title: string, body: string, url = page): PushMessage => ({ title, body, url, tag });
  switch (change.action) {
    case 'accept':
      return message('Shopper assigned', orderStatusMessage('accepted_by_shopper', { shopperName }));
    case 'revise':
      return message(
        'Changes to review',
        orderStatusMessage('shopper_revised_order', { shopperName }),
        `revised-order/${order._id}`,
      );
    case 'upload_bill':
      return message('Bill to approve', orderStatusMessage('bill_uploaded'));
    case 'out_for_delivery': {
      const code = order.deliveryOTP ? ` Your delivery code is ${order.deliveryOTP}.` : '';
      return message('Out for delivery', `Your order ${order.orderNumber} is on its way.${code}`);
    }
    case 'deliver':
      return message('Delivered', orderStatusMessage('delivered'));
    case 'cancel': {
      if (change.actor.role === 'customer') return null;
      const reason = change.reason?.trim() || order.cancellationReason?.trim() || null;
      return message('Order cancelled', orderStatusMessage('cancelled', { reason }));
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
): { to: 'shoppers' | { userId: string }; message: PushMessage } | null {
  const { order } = change;
  const tag = `staff-order-${order._id}`;
  if (change.action === 'created') {
    return {
      to: 'shoppers',
      message: {
        title: 'New order waiting',
        body: `${order.orderNumber} from ${order.shopId.name} is waiting for a shopper.`,
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
      title: 'The customer answered',
      body: `${order.orderNumber}: ${body}`,
      url: `orders/${order._id}`,
      tag,
    },
  };
}
