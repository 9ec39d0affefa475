import { CartPage } from '../../features/cart/components/cart-page';
import { ReplacementControl } from '../../features/replacements/components/replacement-control';
import { ClosedShopNotice } from '../../features/shops/components/closed-shop-notice';
import { useSelectedShop } from '../../lib/cart-store';

export function Component() {
  const shop = useSelectedShop();
  return (
    <CartPage
      notice={<ClosedShopNotice shopId={shop?._id} />}
      itemExtra={
        shop ? (item) => <ReplacementControl item={item} shopId={shop._id} shopName={shop.name} /> : undefined
      }
    />
  );
}
