import type { Order } from '@jhola/domain';
import { isTerminalStatus } from '@jhola/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUnreadInLists } from '../../../lib/order-messages';
import { onReconnect, subscribe } from '../../../lib/socket';
import { activeOrdersQuery } from './active-orders';
import { type AdminOrderDetail, adminOrderQuery, withOrder } from './admin-order';
import { adminOrdersKeys } from './admin-orders-keys';

/** Puts an order where it now belongs on the board: replaced, added, or gone once finished. */
export function mergeIntoBoard(orders: Order[] | undefined, order: Order): Order[] | undefined {
  if (!orders) return orders;
  const rest = orders.filter((o) => o._id !== order._id);
  // A single order carries no unread count (only lists do): the board's own count stays.
  const unreadMessages = order.unreadMessages ?? orders.find((o) => o._id === order._id)?.unreadMessages;
  return isTerminalStatus(order.status) ? rest : [{ ...order, unreadMessages }, ...rest];
}

/** Every order change reaches admins live; the board and any open order follow. */
export function useAdminOrdersLive(): void {
  const client = useQueryClient();
  useUnreadInLists(adminOrdersKeys.lists());
  useEffect(() => {
    const off = subscribe('adminOrderUpdate', ({ order }) => {
      client.setQueryData<Order[]>(activeOrdersQuery.queryKey, (orders) => mergeIntoBoard(orders, order));
      client.setQueryData<AdminOrderDetail>(adminOrderQuery(order._id).queryKey, (d) => withOrder(d, order));
    });
    const offReconnect = onReconnect(
      () => void client.invalidateQueries({ queryKey: adminOrdersKeys.lists() }),
    );
    return () => {
      off();
      offReconnect();
    };
  }, [client]);
}
