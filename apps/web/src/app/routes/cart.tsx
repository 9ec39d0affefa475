import { CartPage } from '../../features/cart/components/cart-page';
import { ReplacementControl } from '../../features/replacements/components/replacement-control';
import { ClosedShopNotice } from '../../features/shops/components/closed-shop-notice';
import { DeliveryEta } from '../../features/shops/components/delivery-eta';
import { useSelectedShop } from '../../lib/cart-store';

export function Component() {
  const shop = useSelectedShop();
  return (
    <CartPage
      notice={
        <>
          <DeliveryEta shopId={shop?._id} className="mt-3" />
          <ClosedShopNotice shopId={shop?._id} />
        </>
      }
      itemExtra={
        shop ? (item) => <ReplacementControl item={item} shopId={shop._id} shopName={shop.name} /> : undefined
      }
    />
  );
}
