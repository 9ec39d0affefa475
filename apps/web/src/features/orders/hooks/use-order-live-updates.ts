import { cancelledPaymentText, cancelledReasonText, type Order, type OrderStatusEvent } from '@jhola/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe, useRealtime } from '../../../lib/socket';
import { orderKeys } from '../api/order-keys';
import { storeOrder } from '../api/store-order';
import { applyLocation, applyStatusEvent } from '../lib/apply-order-event';
import { selfCancelled, useCancellationBanner } from '../lib/cancellation-store';
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

function onStatus(queryClient: QueryClient, event: OrderStatusEvent): void {
  const updated = patchOrder(queryClient, event.orderId, (order) => applyStatusEvent(order, event));
  // The in-place patch is instant; a background refetch then brings what events do not carry
  // (timeline, revised items, bill). It replaces the spec's 2-second full-page reload.
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(event.orderId) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.customerList() });
  announceOrderStatus(event);
  if (event.status === 'cancelled' && !selfCancelled.has(event.orderId)) {
    const merged = { ...(updated ?? {}), ...event };
    useCancellationBanner.getState().show({
      orderId: event.orderId,
      orderNumber: updated ? displayOrderNumber(updated) : event.orderId.slice(-8),
      reasonText: cancelledReasonText(merged),
      paymentText: cancelledPaymentText(updated ?? { paymentMethod: 'cash', paymentStatus: 'pending' }),
    });
  }
}

/**
 * A snapshot holds only active orders, and one read just before a change can arrive after it (it is
 * replayed on recovery like any packet): it is shown at once, then every order refetches so the server
 * always has the last word.
 */
export function applyOrdersSnapshot(queryClient: QueryClient, orders: Order[]): void {
  for (const order of orders) storeOrder(queryClient, order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/**
 * Keeps every cached order in step with the server's socket events. Mounted once for a signed-in
 * customer. It only writes to the query cache and the alert stores: screens re-render from there.
 */
export function useOrderLiveUpdates(): void {
  const queryClient = useQueryClient();
  const status = useRealtime((s) => s.status);

  useEffect(() => {
    const offs = [
      subscribe('orderStatusUpdate', (event) => onStatus(queryClient, event)),
      // The specific events repeat the status event; handling them too covers a server that sends only one.
      subscribe('orderAccepted', (event) => onStatus(queryClient, event)),
      subscribe('orderRevised', (event) => onStatus(queryClient, event)),
      subscribe('orderCancelled', (event) => onStatus(queryClient, event)),
      subscribe('shopperCompletedShopping', (event) => onStatus(queryClient, event)),
      subscribe('deliveryAssigned', (event) => onStatus(queryClient, event)),
      subscribe('delivery_location_update', ({ orderId, deliveryBoyLocation }) => {
        patchOrder(queryClient, orderId, (order) => applyLocation(order, orderId, deliveryBoyLocation));
      }),
      subscribe('ordersSnapshot', ({ orders }) => applyOrdersSnapshot(queryClient, orders)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);

  // After a reconnect, anything missed while away is fetched again.
  useEffect(() => {
    if (status === 'connected') void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [status, queryClient]);
}
