import type { NotificationPriority, NotificationType } from '@jhola/domain';
import { showToast } from '../../../components/ui/toast-store';
import { notify } from '../../../lib/notifications-store';

/** Order events the customer is told about (toast, notification entry, §9 sound), and how loudly. */
const ALERTS: Record<string, { type: NotificationType; title: string; priority: NotificationPriority }> = {
  accepted_by_shopper: { type: 'order_accepted', title: 'Shopper assigned', priority: 'normal' },
  shopper_revised_order: { type: 'order_revised', title: 'Order revised', priority: 'high' },
  bill_uploaded: { type: 'shopping_completed', title: 'Bill ready for approval', priority: 'high' },
  out_for_delivery: { type: 'delivery_assigned', title: 'Out for delivery', priority: 'high' },
  delivered: { type: 'status_update', title: 'Order delivered', priority: 'normal' },
  cancelled: { type: 'status_update', title: 'Order cancelled', priority: 'urgent' },
};

/**
 * Announces an order's move to `status` once: the notification id is the order and status, so the
 * same change arriving as two socket events (orderStatusUpdate + orderAccepted) or again in a
 * snapshot makes one toast, one entry and one sound.
 */
export function announceOrderStatus(event: {
  orderId: string;
  status: string;
  message: string;
  timestamp?: string;
}): void {
  const alert = ALERTS[event.status];
  if (!alert) return;
  const fresh = notify({
    id: `order:${event.orderId}:${event.status}`,
    type: alert.type,
    title: alert.title,
    message: event.message,
    orderId: event.orderId,
    status: event.status,
    priority: alert.priority,
    timestamp: event.timestamp,
  });
  if (fresh) showToast(event.message, event.status === 'cancelled' ? 'error' : 'info');
}

/** §4 Inquiry availability: a one-time notification when the customer may contact the shopper. */
export function notifyInquiryAvailable(orderId: string, orderNumber: string): void {
  const message = `You can now contact the shopper about order #${orderNumber}.`;
  const fresh = notify({
    id: `inquiry-available:${orderId}`,
    type: 'inquiry_available',
    title: 'Inquiry available',
    message,
    orderId,
    priority: 'normal',
  });
  if (fresh) showToast(message, 'info');
}
