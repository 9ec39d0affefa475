import { DeliveryBar } from '../../features/location/components/delivery-bar';
import { PermanentNotices } from '../../features/notices/components/permanent-notices';
import { ActiveOrdersWidget } from '../../features/orders/components/active-orders-widget';
import { ShopDirectory } from '../../features/shops/components/shop-directory';
import { WelcomeHeader } from '../../features/shops/components/welcome-header';

/**
 * PRODUCT.md §2 Home. The route composes features (they do not import each other), so the widgets of other
 * issues are placed here, in their slots. Issue 12: where to deliver comes first.
 */
export function Component() {
  return (
    <>
      <DeliveryBar openWhenUnset />
      <WelcomeHeader />
      <PermanentNotices />
      <ActiveOrdersWidget />
      <ShopDirectory />
    </>
  );
}
