import { ADMINS_ROOM, ALL_CLIENTS_ROOM, customerRoom, isOutForDelivery } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import type { OrderParties } from '../../events/event-bus.js';
import { translatorFor } from '../../i18n/translator.js';
import { orderAsSeenBy } from '../orders/index.js';
import type { LiveRelay } from './live-relay.js';
import { type OrderChange, orderSocketEvents } from './order-events.js';
import { orderedPerKey } from './ordered-per-key.js';
import { emitStaff, openStepEvents, staffEventsFor } from './staff-push.js';
import { type RealtimeServer, sessionRoom, userRoom } from './types.js';

/**
 * Turns committed domain events into socket events. Order events go to the order's customer room only
 * (through the adapter, so every server process reaches its sockets and missed packets can be recovered).
 * Notice events are emitted to this process's own sockets only: every process learns of notice changes
 * by itself from the database (modules/notices/notice-feed.ts), so nobody receives one twice.
 * A status change's customer push is also in the outbox; once pushed, the relay is told (live-relay.ts).
 * Returns the unsubscribe function.
 */
export function bridgeDomainEvents(app: FastifyInstance, io: RealtimeServer, relay: LiveRelay): () => void {
  // Each order's pushes go in the order its changes were committed, even when one needs a read; other
  // orders' pushes do not wait for it.
  const customerPushes = orderedPerKey((error) =>
    app.log.error({ err: error }, 'could not push an order change'),
  );
  // The staff pushes keep their own order, so a slow staff read never delays the customer's.
  const staffPushes = orderedPerKey((error) =>
    app.log.error({ err: error }, 'could not push an order change to staff'),
  );
  /** The customer's own push of a change, in the language saved on their account. */
  const pushToCustomer = async (change: OrderChange) => {
    const viewed = await withCustomerView(app, change);
    const room = io.to(customerRoom(viewed.order.customerId));
    // The room is one customer's: its words are in the language saved on their account, known
    // already when the customer acted themselves (read with their session).
    const { customerId } = viewed.order;
    const known = change.actor.id === customerId ? change.actor.language : undefined;
    const translate = translatorFor(known ?? (await app.accountLanguage(customerId)));
    for (const out of orderSocketEvents(viewed, translate))
      room.emit(out.event, ...([out.payload] as [never]));
  };
  const offs = [
    app.ctx.events.on('order.changed', (change) => {
      const { liveEventId } = change;
      // This process will push it: its relay leaves it alone however long the queue ahead of it takes.
      if (liveEventId) relay.pending(liveEventId);
      void customerPushes(change.order._id, async () => {
        try {
          await pushToCustomer(change);
        } catch (error) {
          if (liveEventId) relay.dropped(liveEventId);
          throw error;
        }
        // Pushed: its copy in the outbox is deleted rather than relayed (decision 0072).
        if (liveEventId) relay.pushed(liveEventId);
      });
    }),
    app.ctx.events.on('order.changed', (change) => {
      void staffPushes(change.order._id, async () => emitStaff(io, await staffEventsFor(app, change)));
    }),
    app.ctx.events.on('order.offered', ({ userId, offer }) => {
      io.to(userRoom(userId)).emit('order:offer', offer);
    }),
    app.ctx.events.on('order.open', (step) => {
      void staffPushes(step.orderId, async () => emitStaff(io, await openStepEvents(app, step)));
    }),
    app.ctx.events.on('order.inquiry', ({ orderId, shopperId, inquiry }) => {
      io.to([userRoom(shopperId), ADMINS_ROOM]).emit('orderInquiry', { orderId, inquiry });
    }),
    app.ctx.events.on('order.message', ({ message, parties }) => {
      io.to(partyRooms(parties)).emit('order:message', { message });
    }),
    app.ctx.events.on('order.messagesRead', ({ read, parties }) => {
      io.to(partyRooms(parties)).emit('order:messagesRead', read);
    }),
    app.ctx.events.on('order.picks', ({ picks, parties }) => {
      io.to(partyRooms(parties)).emit('order:picks', picks);
    }),
    app.ctx.events.on('order.claim', ({ customerId, ...event }) => {
      io.to([customerRoom(customerId), ADMINS_ROOM]).emit('order:claim', event);
    }),
    app.ctx.events.on('notice.published', ({ notice }) => {
      io.local.to(ALL_CLIENTS_ROOM).emit('new-notice', notice);
    }),
    app.ctx.events.on('notice.removed', ({ noticeId }) => {
      io.local.to(ALL_CLIENTS_ROOM).emit('notice-removed', { _id: noticeId });
    }),
    // Issue 46: every app with a socket, through the adapter (the change happened in one process only).
    app.ctx.events.on('shop.changed', ({ shopId }) => {
      io.to(ALL_CLIENTS_ROOM).emit('shop:changed', { shopId });
    }),
    app.ctx.events.on('session.ended', ({ userId, sessionId }) => {
      io.in(sessionId ? sessionRoom(sessionId) : userRoom(userId)).disconnectSockets(true);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** Issue 29: the private rooms of everyone on the order, and the admins. */
const partyRooms = (parties: OrderParties): string[] => [
  userRoom(parties.customerId),
  ...(parties.shopperId ? [userRoom(parties.shopperId)] : []),
  ...(parties.deliveryPersonId ? [userRoom(parties.deliveryPersonId)] : []),
  ADMINS_ROOM,
];

/**
 * The delivery code is part of the customer's view only; an event built from the acting shopper's view
 * lacks it, so the order is read again as its customer sees it.
 */
async function withCustomerView(app: FastifyInstance, change: OrderChange): Promise<OrderChange> {
  const { order } = change;
  if (!isOutForDelivery(order.status) || order.deliveryOTP || change.action === 'location') return change;
  const seen = await orderAsSeenBy(app.ctx, order._id, { userId: order.customerId, role: 'customer' });
  return seen ? { ...change, order: seen } : change;
}
