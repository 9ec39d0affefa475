import {
  ADMINS_ROOM,
  awaitsShopper,
  DELIVERY_ROOM,
  isReadyForDelivery,
  type Order,
  SHOPPERS_ROOM,
  type StaffServerToClientEvents,
} from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import { asCards, manualClaiming, orderAsSeenBy } from '../orders/index.js';
import type { OrderChange } from './order-events.js';
import { type RealtimeServer, userRoom } from './types.js';

type StaffEvent = keyof StaffServerToClientEvents;
type Payload<E extends StaffEvent> = Parameters<StaffServerToClientEvents[E]>[0];
export type StaffOutgoing = { [E in StaffEvent]: { to: string; event: E; payload: Payload<E> } }[StaffEvent];

/** No staff member ever receives the delivery code: the customer reads it out at the door. */
const staffView = (order: Order): Order => ({ ...order, deliveryOTP: null });
/** A waiting order's card: the customer's phone is the shopper's only once they accept. */
const cardView = (order: Order): Order => ({
  ...staffView(order),
  deliveryAddress: { ...order.deliveryAddress, contactPhone: '' },
});

/**
 * The staff events of one order change (realtime/staff-events.ts in the domain): the admins' board,
 * the order's own shopper and delivery person, and the waiting lists of shoppers and delivery people.
 * Location pings are left out: they come from the staff member themselves, many times a minute.
 */
export async function staffEventsFor(app: FastifyInstance, change: OrderChange): Promise<StaffOutgoing[]> {
  const { order, action, previousStatus } = change;
  if (action === 'location') return [];
  const out: StaffOutgoing[] = [
    { to: ADMINS_ROOM, event: 'adminOrderUpdate', payload: { order: staffView(order) } },
  ];
  // The order's people as the change left them: every order event carries the whole order read in the
  // change's own transaction, so reading them again here (two statements a change) only repeated it.
  const shopperId = order.personalShopperId?._id;
  const deliveryPersonId = order.deliveryPerson?._id;
  for (const id of new Set([shopperId, deliveryPersonId])) {
    if (id) out.push({ to: userRoom(id), event: 'staffOrderUpdate', payload: { order: staffView(order) } });
  }

  // Issue 45: while dispatch offers a step to one person at a time, the waiting lists hear of it only
  // when nobody on duty took it (`openStepEvents`); with manual claiming on, everyone at once as before.
  const everyone =
    action === 'created' || isReadyForDelivery(order.status) ? await manualClaiming(app.ctx) : false;
  if (action === 'created' && awaitsShopper(order.status) && everyone) {
    const [card] = await asCards(app.ctx, [cardView(order)]);
    out.push({ to: SHOPPERS_ROOM, event: 'newOrderAvailable', payload: { order: card! } });
  }
  const was = previousStatus ?? '';
  if (awaitsShopper(was) && !awaitsShopper(order.status))
    out.push({ to: SHOPPERS_ROOM, event: 'orderTaken', payload: { orderId: order._id } });

  const waitsForDelivery = isReadyForDelivery(order.status) && !deliveryPersonId;
  if (waitsForDelivery && !isReadyForDelivery(was) && everyone) {
    const [card] = await asCards(app.ctx, [staffView(order)]);
    out.push({ to: DELIVERY_ROOM, event: 'readyForDelivery', payload: { order: card! } });
  }
  if (isReadyForDelivery(was) && !waitsForDelivery)
    out.push({ to: DELIVERY_ROOM, event: 'orderTaken', payload: { orderId: order._id } });
  return out;
}

/**
 * Issue 45: dispatch found nobody (else) on duty for a step of the order: its card goes on every
 * shopper's (or rider's) waiting list now, as long as the step is still open.
 */
export async function openStepEvents(
  app: FastifyInstance,
  { orderId, role }: { orderId: string; role: 'shopper' | 'delivery' },
): Promise<StaffOutgoing[]> {
  const order = await orderAsSeenBy(app.ctx, orderId, null);
  if (!order) return [];
  if (role === 'shopper') {
    if (!awaitsShopper(order.status) || order.personalShopperId) return [];
    const [card] = await asCards(app.ctx, [cardView(order)]);
    return [{ to: SHOPPERS_ROOM, event: 'newOrderAvailable', payload: { order: card! } }];
  }
  if (!isReadyForDelivery(order.status) || order.deliveryPerson) return [];
  const [card] = await asCards(app.ctx, [staffView(order)]);
  return [{ to: DELIVERY_ROOM, event: 'readyForDelivery', payload: { order: card! } }];
}

/** Sends staff events through the adapter, so every server process reaches its staff sockets. */
export function emitStaff(io: RealtimeServer, events: StaffOutgoing[]): void {
  for (const { to, event, payload } of events) io.to(to).emit(event, ...([payload] as [never]));
}
