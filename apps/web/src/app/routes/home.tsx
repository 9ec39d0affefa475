import { lazy, Suspense } from 'react';
import { DeliveryBar } from '../../features/location/components/delivery-bar';
import { useActiveNotices } from '../../features/notices/api/get-active-notices';
import { PermanentNotices } from '../../features/notices/components/permanent-notices';
import { useCustomerOrders } from '../../features/orders/api/get-customer-orders';
import { hasOrdersToShow } from '../../features/orders/lib/orders-to-show';
import { ShopDirectory } from '../../features/shops/components/shop-directory';
import { WelcomeHeader } from '../../features/shops/components/welcome-header';
import { useAuthStore } from '../../lib/auth-store';
import { withLoadTimeout } from '../../lib/lazy-load';

/**
 * The orders widget's code (with the order screens' kit it shares) comes only for a customer with an
 * order to show (issue 47): most have none, and it stays off home's first load.
 */
const ActiveOrdersWidget = lazy(
  withLoadTimeout(() =>
    import('../../features/orders/components/active-orders-widget').then((m) => ({
      default: m.ActiveOrdersWidget,
    })),
  ),
);

/**
 * PRODUCT.md §2 Home. The route composes features (they do not import each other), so the widgets of other
 * issues are placed here, in their slots. Issue 12: where to deliver comes first.
 *
 * The permanent notices and the active orders take space above the shop list only once they have
 * arrived, so the list waits for both (a screen-tall empty box meanwhile, keeping the footer out of
 * view): drawn earlier, it would jump down when they come (layout shift, docs/decisions/0031).
 */
export function Component() {
  const notices = useActiveNotices();
  const orders = useCustomerOrders();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  // Offline a request waits (paused) for the network: nothing is coming to jump over, so draw the list.
  // A visitor's orders are never asked for (idle): nothing is coming there either.
  const arriving = (q: { isPending: boolean; fetchStatus: string }) =>
    q.isPending && q.fetchStatus === 'fetching';
  const aboveSettled = !arriving(notices) && !arriving(orders);
  const showsOrders =
    signedIn && (orders.isError || (orders.data !== undefined && hasOrdersToShow(orders.data, Date.now())));
  const waiting = <div aria-hidden="true" className="min-h-dvh" />;
  return (
    <>
      <DeliveryBar openWhenUnset />
      <WelcomeHeader />
      <PermanentNotices />
      {/* One boundary: the list waits for the widget's code too, so the widget does not push it down. */}
      <Suspense fallback={waiting}>
        {showsOrders ? <ActiveOrdersWidget /> : null}
        {aboveSettled ? <ShopDirectory /> : waiting}
      </Suspense>
    </>
  );
}
