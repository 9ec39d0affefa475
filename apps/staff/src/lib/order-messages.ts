import { addMessage, applyMessagesRead } from '@jhola/client';
import { type Order, unreadAfterMessage, unreadAfterRead } from '@jhola/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { staffConversation } from './conversation';
import { subscribe } from './socket';

export const { messagesQuery, messageImageQuery, sendMessage, useSendMessage, useMarkRead } =
  staffConversation;

/** The conversation with its live messages and read receipts, heard on the staff socket. */
export function useMessagesLive(orderId: string) {
  const client = useQueryClient();
  const query = staffConversation.useMessages(orderId);
  useEffect(() => {
    const offs = [
      subscribe('order:message', ({ message }) => {
        if (message.orderId === orderId) addMessage(client, message, 'staff');
      }),
      subscribe('order:messagesRead', (event) => {
        if (event.orderId === orderId) applyMessagesRead(client, event, 'staff');
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client, orderId]);
  return query;
}

type OrderListData = Order[] | { orders: Order[] } | undefined;

/** Maps the orders of a list entry, whichever shape it has (a bare list, or `{ orders }`). */
function mapOrders(data: unknown, map: (order: Order) => Order): unknown {
  const list = data as OrderListData;
  if (!list) return data;
  if (Array.isArray(list)) return list.map(map);
  return Array.isArray(list.orders) ? { ...list, orders: list.orders.map(map) } : data;
}

/**
 * Issue 29: keeps the `unreadMessages` of the order lists under `prefix` live: a customer's message adds
 * one, the staff side reading the conversation clears it. Nothing is fetched again.
 */
export function useUnreadInLists(prefix: QueryKey): void {
  const client = useQueryClient();
  const key = useRef(prefix);
  key.current = prefix;
  useEffect(() => {
    const update = (map: (order: Order) => Order) =>
      client.setQueriesData({ queryKey: key.current }, (data: unknown) => mapOrders(data, map));
    const offs = [
      subscribe('order:message', ({ message }) => update((o) => unreadAfterMessage(o, message, false))),
      subscribe('order:messagesRead', (event) => update((o) => unreadAfterRead(o, event, false))),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
}
