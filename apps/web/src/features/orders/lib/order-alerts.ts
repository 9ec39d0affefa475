import { isCancelled, type NotificationPriority, type NotificationType } from '@jhola/domain';
import { notify, withdrawPopups } from '../../../lib/notifications-store';

/** Order events the customer is told about (notification entry, popup, PRODUCT.md §9 sound), and how loudly. */
const ALERTS: Record<string, { type: NotificationType; title: string; priority: NotificationPriority }> = {
  accepted_by_shopper: { type: 'order_accepted', title: 'Shopper assigned', priority: 'normal' },
  shopper_revised_order: { type: 'order_revised', title: 'Order revised', priority: 'high' },
  bill_uploaded: { type: 'shopping_completed', title: 'Bill ready for approval', priority: 'high' },
  out_for_delivery: { type: 'delivery_assigned', title: 'Out for delivery', priority: 'high' },
  delivered: { type: 'status_update', title: 'Order delivered', priority: 'normal' },
  cancelled: { type: 'status_update', title: 'Order cancelled', priority: 'urgent' },
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
 */
export function announceOrderStatus(event: {
  orderId: string;
  status: string;
  message: string;
  timestamp?: string;
}): void {
  const prefix = orderPopupPrefix(event.orderId);
  const current = `${prefix}${event.status}`;
  withdrawPopups((id) => id.startsWith(prefix) && id !== current);
  const alert = ALERTS[event.status];
  if (!alert) return;
  notify(
    {
      id: current,
      type: alert.type,
      title: alert.title,
      message: event.message,
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
    title: 'Inquiry available',
    message: `You can now contact the shopper about order #${orderNumber}.`,
    orderId,
    priority: 'normal',
  });
}
