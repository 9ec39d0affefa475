import {
  englishText,
  isCancelled,
  isOutForDelivery,
  type Order,
  type OrderStatus,
  type OrderStatusEvent,
  orderStatusMessage,
  type ServerToClientEvents,
  type Translate,
} from '@jhola/domain';
import type { DomainEvents } from '../../events/event-bus.js';
import type { LiveEvent } from '../orders/index.js';

/** One socket event with its typed payload. */
export type Outgoing = {
  [K in keyof ServerToClientEvents]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[keyof ServerToClientEvents];

export type OrderChange = DomainEvents['order.changed'];

/**
 * The socket event one order change sends to the order's customer (customer-app PRODUCT.md §7,
 * server-contract "Realtime", decision 0046): one `orderStatusUpdate` per change, carrying the spec's
 * fields, what the action adds (who accepted, the new amount, who carries it) and the whole order as its
 * customer reads it; or only `delivery_location_update` for a location ping. `message` is in the
 * customer's saved language (issue 19: the bridge passes their translator).
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

  const reason = isCancelled(order.status)
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
    action,
    ...(reason ? { reason } : {}),
    ...(isOutForDelivery(order.status) && order.deliveryOTP ? { deliveryOTP: order.deliveryOTP } : {}),
    ...(order.deliveryBoyLocation ? { deliveryBoyLocation: order.deliveryBoyLocation } : {}),
    ...(order.personalShopperId ? { personalShopperId: order.personalShopperId } : {}),
    ...(order.cancelledBy ? { cancelledBy: order.cancelledBy } : {}),
    ...actionExtras(change),
    order,
  };
  return [{ event: 'orderStatusUpdate', payload: status }];
}

/** What the action adds to the status event (the payloads of the spec's per-action events). */
function actionExtras({ order, action, actor }: OrderChange): Partial<OrderStatusEvent> {
  switch (action) {
    case 'accept':
      return { shopperName: order.personalShopperId?.name ?? actor.name };
    case 'revise':
      return { amount: order.revisedOrderValue?.total ?? order.total };
    case 'upload_bill':
      return { amount: order.bill?.amount ?? order.total };
    // The carrier is whoever took the order on: a delivery person announces themselves when they claim
    // it (the status stays bill_approved); a shopper who carries it themselves is announced when they
    // set out, as is a delivery person setting out.
    case 'claim_delivery':
    case 'out_for_delivery':
      return { deliveryPartner: { name: actor.name } };
    default:
      return {};
  }
}

/**
 * The event of a step whose process died between its commit and its push, relayed by another process
 * (decision 0072): the step as it was made (its status, time, actor and reason) with the order as its
 * customer reads it now. A client keeps the newer of two copies of an order (by updatedAt), so a relayed
 * step that later steps already overtook never turns the page back.
 */
export function missedStepEvent(missed: LiveEvent, order: Order, translate: Translate): Outgoing | null {
  const reason = missed.reason ?? undefined;
  const [built] = orderSocketEvents(
    {
      order,
      action: missed.action as OrderChange['action'],
      previousStatus: null,
      actor: { id: null, role: missed.actorRole, name: missed.actorName },
      ...(reason ? { reason } : {}),
    },
    translate,
  );
  if (built?.event !== 'orderStatusUpdate') return null;
  const status = missed.status as OrderStatus;
  const context = { shopperName: order.personalShopperId?.name, reason };
  return {
    event: 'orderStatusUpdate',
    payload: {
      ...built.payload,
      status,
      timestamp: missed.createdAt.toISOString(),
      message: orderStatusMessage(status, context, translate),
    },
  };
}
