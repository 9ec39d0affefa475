import { DEFAULT_RESPONSE_MINUTES } from '@jhola/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { storeOrder } from '../../features/orders/api/store-order';
import { CheckoutReplacements } from '../../features/replacements/components/checkout-replacements';
import { shopQueryOptions } from '../../features/shops/api/get-shop';
import { ClosedShopNotice } from '../../features/shops/components/closed-shop-notice';
import { useSelectedShop } from '../../lib/cart-store';

export function Component() {
  const shop = useSelectedShop();
  const queryClient = useQueryClient();
  // The same query as the closed-shop notice: one request for both.
  const shopData = useQuery({ ...shopQueryOptions(shop?._id ?? ''), enabled: Boolean(shop?._id) });
  return (
    <CheckoutPage
      notice={<ClosedShopNotice shopId={shop?._id} />}
      replacements={shop ? <CheckoutReplacements shopId={shop._id} shopName={shop.name} /> : null}
      // PRODUCT.md §13: the shop's own response time, from its reply (the default until it arrives).
      responseMinutes={shopData.data?.responseMinutes ?? DEFAULT_RESPONSE_MINUTES}
      onPlaced={(order) => storeOrder(queryClient, order)}
    />
  );
}
