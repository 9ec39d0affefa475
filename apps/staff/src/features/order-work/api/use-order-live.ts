import type { Order } from '@jhola/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, subscribe } from '../../../lib/socket';
import { orderQuery } from './order';

/** Every change of this person's order (customer answered, cancelled, bill approved) lands at once. */
export function useOrderLive(orderId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = orderQuery(orderId).queryKey;
    const off = subscribe('staffOrderUpdate', ({ order }) => {
      if (order._id === orderId) client.setQueryData<Order>(key, order);
    });
    const offReconnect = onReconnect(() => void client.invalidateQueries({ queryKey: key }));
    return () => {
      off();
      offReconnect();
    };
  }, [client, orderId]);
}
