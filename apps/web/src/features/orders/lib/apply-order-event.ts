import {
  isCancelled,
  isDelivered,
  isLegacyPickedUp,
  isOutForDelivery,
  type LiveLocation,
  type Order,
  type OrderStatusEvent,
} from '@jhola/domain';

/**
 * PRODUCT.md §4 Live updates, as a pure merge into a cached order: the status is set; the shopper, estimated time,
 * delivery code and the delivery person's location are taken when the event carries them; reaching
 * picked_up or delivered stamps pickedUpAt or deliveredAt with the event time.
 */
export function applyStatusEvent(order: Order, event: OrderStatusEvent): Order {
  if (order._id !== event.orderId) return order;
  const next: Order = { ...order, status: event.status, updatedAt: event.timestamp || order.updatedAt };
  if (event.personalShopperId !== undefined) next.personalShopperId = event.personalShopperId;
  if (event.estimatedDeliveryTime !== undefined) next.estimatedDeliveryTime = event.estimatedDeliveryTime;
  if (event.deliveryOTP !== undefined) next.deliveryOTP = event.deliveryOTP;
  if (event.deliveryBoyLocation) next.deliveryBoyLocation = event.deliveryBoyLocation;
  if (event.cancelledBy !== undefined) next.cancelledBy = event.cancelledBy;
  if (isCancelled(event.status) && event.reason && !next.cancellationReason) {
    next.cancellationReason = event.reason;
  }
  // Which statuses stamp a time is fixed by PRODUCT.md §4; "picked_up" is a legacy status the list may still hold.
  if (isLegacyPickedUp(event.status)) next.pickedUpAt = event.timestamp;
  if (isDelivered(event.status)) next.deliveredAt = event.timestamp;
  // The delivery code is only meaningful while the order is out for delivery.
  if (!isOutForDelivery(event.status)) next.deliveryOTP = null;
  return next;
}

/** A delivery_location_update changes only the location. */
export function applyLocation(order: Order, orderId: string, location: LiveLocation): Order {
  return order._id === orderId ? { ...order, deliveryBoyLocation: location } : order;
}
