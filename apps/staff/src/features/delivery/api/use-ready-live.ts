import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUnreadInLists } from '../../../lib/order-messages';
import { onReconnect, subscribe } from '../../../lib/socket';
import { readyOrdersQuery } from './ready-orders';

/** Order changes reach delivery people as staff updates; any of them may change the ready list. */
export function useReadyOrdersLive(): void {
  const client = useQueryClient();
  useUnreadInLists(readyOrdersQuery.queryKey);
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: readyOrdersQuery.queryKey });
    const offUpdate = subscribe('staffOrderUpdate', refresh);
    const offTaken = subscribe('orderTaken', refresh);
    const offReady = subscribe('readyForDelivery', refresh);
    const offReconnect = onReconnect(refresh);
    return () => {
      offUpdate();
      offTaken();
      offReady();
      offReconnect();
    };
  }, [client]);
}
