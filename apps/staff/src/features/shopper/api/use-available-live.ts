import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { showToast } from '@jhola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tDomain } from '../../../lib/domain-text';
import { onReconnect, subscribe } from '../../../lib/socket';
import { playChime } from '../../../lib/sound';
import { tShopper } from '../i18n';
import { type AvailableOrder, availableOrdersQuery } from './available-orders';

/** Orders this shopper is accepting right now: their own `orderTaken` is not "another shopper". */
export const acceptingNow = new Set<string>();

type Cache = { orders: AvailableOrder[]; total: number } | undefined;

const without = (cache: Cache, orderId: string): Cache =>
  cache && { orders: cache.orders.filter((o) => o._id !== orderId), total: cache.total - 1 };

/**
 * Keeps the waiting list live: a new order is added with a chime, an order another shopper took
 * disappears (with a word, so a card does not vanish unexplained), and a reconnect refetches.
 */
export function useAvailableOrdersLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = availableOrdersQuery.queryKey;
    const offNew = subscribe('newOrderAvailable', ({ order }) => {
      client.setQueryData<Cache>(key, (cache) => {
        if (!cache) return cache;
        if (cache.orders.some((o) => o._id === order._id)) return cache;
        return { orders: [...cache.orders, order], total: cache.total + 1 };
      });
      playChime();
      showToast(tShopper('staffShopper.newOrderFrom', { shop: order.shopId.name }), 'info');
    });
    const offTaken = subscribe('orderTaken', ({ orderId }) => {
      const had = client.getQueryData<Cache>(key)?.orders.some((o) => o._id === orderId);
      client.setQueryData<Cache>(key, (cache) => without(cache, orderId));
      if (had && !acceptingNow.has(orderId)) showToast(tDomain(STAFF_APP_MESSAGES.orderTaken), 'info');
    });
    const offReconnect = onReconnect(() => void client.invalidateQueries({ queryKey: key }));
    return () => {
      offNew();
      offTaken();
      offReconnect();
    };
  }, [client]);
}

export const removeAvailable = without;
export type AvailableCache = Cache;
