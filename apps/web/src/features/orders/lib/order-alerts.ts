import {
  isCancelled,
  type NotificationPriority,
  type NotificationType,
  type OrderStatusEvent,
  orderStatusMessage,
} from '@jhola/domain';
import { tDomain } from '../../../lib/domain-text';
import { notify, withdrawPopups } from '../../../lib/notifications-store';
import { tOrders } from '../i18n';

/** Order events the customer is told about (notification entry, popup, PRODUCT.md §9 sound), and how loudly. */
type AlertTitle = Parameters<typeof tOrders>[0];
const ALERTS: Record<string, { type: NotificationType; title: AlertTitle; priority: NotificationPriority }> =
  {
    accepted_by_shopper: { type: 'order_accepted', title: 'orders.alert.accepted', priority: 'normal' },
    shopper_revised_order: { type: 'order_revised', title: 'orders.alert.revised', priority: 'high' },
    bill_uploaded: { type: 'shopping_completed', title: 'orders.alert.bill', priority: 'high' },
    out_for_delivery: { type: 'delivery_assigned', title: 'orders.alert.outForDelivery', priority: 'high' },
    delivered: { type: 'status_update', title: 'orders.alert.delivered', priority: 'normal' },
    cancelled: { type: 'status_update', title: 'orders.alert.cancelled', priority: 'urgent' },
  };

const orderPopupPrefix = (orderId: string) => `order:${orderId}:`;

/** True while the customer looks at this order (its page or its revision review). */
function viewing(orderId: string): boolean {
  if (typeof window === 'undefined') return false;
  const path = window.location.pathname;
  return path === `/orders/${orderId}` || path === `/revised-order/${orderId}`;
}

/**
 * Announces an order's move to `status` once, with one notice (issue 13):
 * - the popups about this order's earlier moments are withdrawn first: they are no longer true;
 * - a popup, unless the customer is looking at this order (its tracker already shows the change) or
 *   the order was cancelled (the red banner is that notice);
 * - never a toast as well.
 * The notification id is the order and status, so the same change arriving as two socket events or
 * again in a snapshot makes one entry and one sound.
 *
 * The sentence is written here, in the page's language, from the event's status, shopper and reason (the
 * same domain wording the server uses). The event's own `message` is in the account's saved language,
 * which is not the page's when the customer switched language on this device: the popup read "Shopper
 * assigned" over a Hindi sentence.
 */
export function announceOrderStatus(
  event: Pick<
    OrderStatusEvent,
    'orderId' | 'status' | 'timestamp' | 'reason' | 'shopperName' | 'personalShopperId'
  >,
): void {
  const prefix = orderPopupPrefix(event.orderId);
  const current = `${prefix}${event.status}`;
  withdrawPopups((id) => id.startsWith(prefix) && id !== current);
  const alert = ALERTS[event.status];
  if (!alert) return;
  notify(
    {
      id: current,
      type: alert.type,
      title: tOrders(alert.title),
      message: orderStatusMessage(
        event.status,
        { shopperName: event.personalShopperId?.name ?? event.shopperName, reason: event.reason },
        tDomain,
      ),
      orderId: event.orderId,
      status: event.status,
      priority: alert.priority,
      timestamp: event.timestamp,
    },
    { popup: !isCancelled(event.status) && !viewing(event.orderId) },
  );
}

/** PRODUCT.md §4 Inquiry availability: a one-time notification when the customer may contact the shopper. */
export function notifyInquiryAvailable(orderId: string, orderNumber: string): void {
  notify({
    id: `inquiry-available:${orderId}`,
    type: 'inquiry_available',
    title: tOrders('orders.inquiry.available'),
    message: tOrders('orders.inquiry.availableMessage', { number: orderNumber }),
    orderId,
    priority: 'normal',
  });
}
