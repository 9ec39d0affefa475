import {
  englishText,
  type OrderStatusEvent,
  orderStatusMessage,
  type ServerToClientEvents,
  type Translate,
} from '@jhola/domain';
import type { DomainEvents } from '../../events/event-bus.js';

/** One socket event with its typed payload. */
export type Outgoing = {
  [K in keyof ServerToClientEvents]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[keyof ServerToClientEvents];

export type OrderChange = DomainEvents['order.changed'];

/**
 * The socket events one order change sends to the order's customer (customer-app PRODUCT.md §7, server-contract
 * "Realtime"): `orderStatusUpdate` for every change plus the specific event of the action,
 * or only `delivery_location_update` for a location ping. `message` is in the customer's saved language
 * (issue 19: the bridge passes their translator).
 */
export function orderSocketEvents(change: OrderChange, translate: Translate = englishText): Outgoing[] {
  const { order, action } = change;
  if (action === 'location') {
    return order.deliveryBoyLocation
      ? [
          {
            event: 'delivery_location_update',
            payload: { orderId: order._id, deliveryBoyLocation: order.deliveryBoyLocation },
          },
        ]
      : [];
  }

  const reason =
    order.status === 'cancelled'
      ? change.reason?.trim() || order.cancellationReason?.trim() || undefined
      : undefined;
  const status: OrderStatusEvent = {
    orderId: order._id,
    status: order.status,
    timestamp: order.updatedAt,
    message: orderStatusMessage(
      order.status,
      { shopperName: order.personalShopperId?.name, reason },
      translate,
    ),
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    ...(reason ? { reason } : {}),
    ...(order.status === 'out_for_delivery' && order.deliveryOTP ? { deliveryOTP: order.deliveryOTP } : {}),
    ...(order.deliveryBoyLocation ? { deliveryBoyLocation: order.deliveryBoyLocation } : {}),
    ...(order.personalShopperId ? { personalShopperId: order.personalShopperId } : {}),
    ...(order.cancelledBy ? { cancelledBy: order.cancelledBy } : {}),
  };
  const events: Outgoing[] = [{ event: 'orderStatusUpdate', payload: status }];

  switch (action) {
    case 'accept':
      events.push({
        event: 'orderAccepted',
        payload: {
          ...status,
          shopperName: order.personalShopperId?.name ?? change.actor.name,
          accepted: true,
        },
      });
      break;
    case 'revise':
      events.push({
        event: 'orderRevised',
        payload: { ...status, amount: order.revisedOrderValue?.total ?? order.total },
      });
      break;
    case 'upload_bill':
      events.push({
        event: 'shopperCompletedShopping',
        payload: { ...status, amount: order.bill?.amount ?? order.total },
      });
      break;
    // The carrier is whoever took the order on: a delivery person announces themselves when they claim
    // it (the status stays bill_approved); a shopper who carries it themselves is announced when they
    // set out, as is a delivery person setting out (the same name again, so nothing is lost if the
    // claim's event was missed).
    case 'claim_delivery':
    case 'out_for_delivery':
      events.push({
        event: 'deliveryAssigned',
        payload: { ...status, deliveryPartner: { name: change.actor.name } },
      });
      break;
    case 'cancel':
      events.push({
        event: 'orderCancelled',
        payload: { ...status, reason: reason ?? 'No reason provided' },
      });
      break;
    default:
      break;
  }
  return events;
}
