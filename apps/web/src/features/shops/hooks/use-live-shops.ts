import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../../lib/socket';
import { shopKeys } from '../api/shop-keys';

/**
 * Issue 46: the owner closed or opened a shop, or changed its hours or stock. An open shop page, card or
 * cart reads the shop (and its products) again at once, so "Closed now · Back at 5:00 PM" shows without
 * a reload and an out-of-stock product stops offering Add.
 */
export function useLiveShops(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe('shop:changed', ({ shopId }) => {
        if (typeof shopId !== 'string') return;
        for (const queryKey of [
          shopKeys.detail(shopId),
          shopKeys.lists(),
          shopKeys.products(shopId),
          shopKeys.productPagesOf(shopId),
          shopKeys.linkedProductsOf(shopId),
        ])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
