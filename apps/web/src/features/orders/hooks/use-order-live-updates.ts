import {
  cancelledOrderReasonText,
  cancelledPaymentText,
  isCancelled,
  type Order,
  type OrderStatusEvent,
  unreadAfterMessage,
  unreadAfterRead,
} from '@jhola/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addLiveMessage, applyLiveMessagesRead } from '../../../lib/conversation';
import { tDomain } from '../../../lib/domain-text';
import { subscribe, useRealtime } from '../../../lib/socket';
import { orderKeys } from '../api/order-keys';
import { storeOrder, storeOrders } from '../api/store-order';
import { applyPicks } from '../lib/apply-conversation-event';
import { applyLocation, applyStatusEvent } from '../lib/apply-order-event';
import { markCancellationTold, selfCancelled, useCancellationBanner } from '../lib/cancellation-store';
import { displayOrderNumber } from '../lib/format-order';
import { announceOrderStatus } from '../lib/order-alerts';

function patchOrder(
  queryClient: QueryClient,
  orderId: string,
  patch: (order: Order) => Order,
): Order | undefined {
  const detail = queryClient.getQueryData<Order>(orderKeys.detail(orderId));
  if (detail) queryClient.setQueryData(orderKeys.detail(orderId), patch(detail));
  let fromList: Order | undefined;
  queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) =>
    list?.map((order) => {
      if (order._id !== orderId) return order;
      fromList = patch(order);
      return fromList;
    }),
  );
  return queryClient.getQueryData<Order>(orderKeys.detail(orderId)) ?? fromList;
}

/** The red banner for a cancellation the customer did not make here and has not been told of yet. */
function tellCancellation(order: Partial<Order> & { _id: string }, reason?: string): void {
  if (selfCancelled.has(order._id) || order.cancelledBy === 'customer') return;
  if (!markCancellationTold(order._id)) return;
  useCancellationBanner.getState().show({
    orderId: order._id,
    orderNumber: displayOrderNumber(order),
    reasonText: cancelledOrderReasonText({ ...order, reason }, tDomain),
    paymentText: cancelledPaymentText(
      {
        paymentMethod: order.paymentMethod ?? 'cash',
        paymentStatus: order.paymentStatus ?? 'pending',
      },
      tDomain,
    ),
  });
}

/**
 * One event per change (decision 0046): it carries the order as the customer reads it, which is stored
 * as it is; nothing is fetched again. An event without the order (an older server) is merged in place and
 * the order fetched again for what it does not carry.
 */
export function applyOrderEvent(queryClient: QueryClient, event: OrderStatusEvent): void {
  let updated: Order | undefined;
  if (event.order) {
    storeOrder(queryClient, event.order);
    updated = event.order;
  } else {
    updated = patchOrder(queryClient, event.orderId, (order) => applyStatusEvent(order, event));
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(event.orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.customerList() });
  }
  // A step relayed late by another server process (its own died before pushing it, decision 0072)
  // carries the order as it is now: telling of it would withdraw the notice of the later step.
  const overtaken = event.order && Date.parse(event.timestamp) < Date.parse(event.order.updatedAt);
  if (!overtaken) announceOrderStatus(event);
  if (isCancelled(event.status)) {
    const { reason, order: _order, ...rest } = event;
    tellCancellation({ ...(updated ?? {}), ...rest, _id: event.orderId }, reason);
  }
}

/**
 * A snapshot holds the active orders and those cancelled in the last day, and one read just before a
 * change can arrive after it (it is replayed on recovery like any packet): it is shown at once, then
 * every order refetches so the server always has the last word. A cancellation the customer missed
 * while away is told now, once (issue 13).
 */
export function applyOrdersSnapshot(queryClient: QueryClient, orders: Order[]): void {
  storeOrders(
    queryClient,
    orders.filter((order) => order?._id),
  );
  // The banner shows one cancellation: the newest. Older ones missed as well are listed, with their
  // reasons, on home and in the history, so they count as told.
  const cancelled = orders
    .filter((order) => isCancelled(order.status))
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  for (const order of cancelled) tellCancellation(order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** How long a connection socket.io did not recover waits for the server's snapshot before fetching anyway. */
export const SNAPSHOT_WAIT_MS = 5_000;

/**
 * Keeps every cached order in step with the server's socket events. Mounted once for a signed-in
 * customer. It only writes to the query cache and the alert stores: screens re-render from there.
 */
export function useOrderLiveUpdates(): void {
  const queryClient = useQueryClient();
  const status = useRealtime((s) => s.status);
  const recovered = useRealtime((s) => s.recovered);
  const connection = useRealtime((s) => s.connection);
  /** The connection whose snapshot came last. */
  const snapshotOf = useRef(0);

  useEffect(() => {
    const offs = [
      // The snapshot first: a replayed snapshot is older than any move held for this layer (socket.ts).
      subscribe('ordersSnapshot', ({ orders }) => {
        snapshotOf.current = useRealtime.getState().connection;
        applyOrdersSnapshot(queryClient, orders);
      }),
      subscribe('orderStatusUpdate', (event) => applyOrderEvent(queryClient, event)),
      // Issue 29: the conversation and the shopper's ticks, live.
      subscribe('order:message', ({ message }) => {
        addLiveMessage(queryClient, message);
        // The orders list's badge counts the shopper's messages not read yet.
        queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) =>
          list?.map((order) => unreadAfterMessage(order, message, true)),
        );
      }),
      subscribe('order:messagesRead', (event) => {
        applyLiveMessagesRead(queryClient, event);
        queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) =>
          list?.map((order) => unreadAfterRead(order, event, true)),
        );
      }),
      subscribe('order:picks', (event) => {
        patchOrder(queryClient, event.orderId, (order) => applyPicks(order, event));
      }),
      subscribe('delivery_location_update', ({ orderId, deliveryBoyLocation }) => {
        patchOrder(queryClient, orderId, (order) => applyLocation(order, orderId, deliveryBoyLocation));
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);

  // After a reconnect, anything missed while away is fetched again, once. A connection socket.io did not
  // recover (every first one) is answered by the server's snapshot, whose handler fetches every order
  // again: asking here as well fetched each order twice on every page load. A recovered one gets no
  // snapshot (the missed events are replayed), so it asks here. A snapshot that never comes (the
  // server failed to read it) is waited for SNAPSHOT_WAIT_MS, no longer.
  useEffect(() => {
    if (status !== 'connected') return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    if (recovered) return refetch();
    const timer = setTimeout(() => {
      if (snapshotOf.current !== connection) refetch();
    }, SNAPSHOT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [status, recovered, connection, queryClient]);
}
