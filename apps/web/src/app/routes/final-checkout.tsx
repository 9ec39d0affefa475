import { DEFAULT_RESPONSE_MINUTES, type Order } from '@jhola/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useCredit } from '../../features/claims/api/get-credit';
import { UseCreditChoice } from '../../features/claims/components/use-credit-choice';
import { storeOrder } from '../../features/orders/api/store-order';
import { CheckoutReplacements } from '../../features/replacements/components/checkout-replacements';
import { shopQueryOptions } from '../../features/shops/api/get-shop';
import { ClosedShopNotice } from '../../features/shops/components/closed-shop-notice';
import { useSelectedShop } from '../../lib/cart-store';

/**
 * The form, drawn again only when what it is given changes: the shop's reply comes after the form is on
 * screen and changes one figure of it (the response time), so it is passed on deferred, and the form is
 * drawn again in an interruptible render rather than in one long task (decision 0053).
 */
const SettledCheckoutPage = memo(CheckoutPage);
const creditChoice = (use: boolean, onChange: (use: boolean) => void) => (
  <UseCreditChoice checked={use} onChange={onChange} />
);

export function Component() {
  const shop = useSelectedShop();
  const queryClient = useQueryClient();
  // The same query as the closed-shop notice: one request for both.
  const shopData = useQuery({ ...shopQueryOptions(shop?._id ?? ''), enabled: Boolean(shop?._id) });
  // PRODUCT.md §13: the shop's own response time, from its reply (the default until it arrives).
  const responseMinutes = useDeferredValue(shopData.data?.responseMinutes ?? DEFAULT_RESPONSE_MINUTES);
  const shopId = shop?._id;
  const shopName = shop?.name ?? '';
  const notice = useMemo(() => <ClosedShopNotice shopId={shopId} />, [shopId]);
  const replacements = useMemo(
    () => (shopId === undefined ? null : <CheckoutReplacements shopId={shopId} shopName={shopName} />),
    [shopId, shopName],
  );
  // The same query as the credit choice: the hold the payment choice states leaves out the credit spent.
  const creditBalance = useCredit().data?.balance ?? 0;
  const onPlaced = useCallback((order: Order) => storeOrder(queryClient, order), [queryClient]);
  return (
    <SettledCheckoutPage
      notice={notice}
      replacements={replacements}
      responseMinutes={responseMinutes}
      onPlaced={onPlaced}
      creditChoice={creditChoice}
      creditBalance={creditBalance}
    />
  );
}
