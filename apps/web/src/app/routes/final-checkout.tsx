import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { ClosedShopNotice } from '../../features/shops/components/closed-shop-notice';
import { useSelectedShop } from '../../lib/cart-store';

export function Component() {
  const shop = useSelectedShop();
  return <CheckoutPage notice={<ClosedShopNotice shopId={shop?._id} />} />;
}
