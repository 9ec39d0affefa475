import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOptional } from '../../lib/lazy-load';
import { onOrderActivity } from '../../lib/order-activity';

const OrderLiveLayer = lazyOptional(() => import('./live-layer').then((m) => m.OrderLiveLayer));

/** The checkout: the order about to be placed will be live, and its confirmation reads nothing again. */
const PLACING = '/final-checkout';

/**
 * The live order layer, for a signed-in customer, once the socket has told of one of their orders
 * (lib/order-activity.ts) or the checkout is opened: its code stays off the pages of a customer with no
 * order under way (issue 47). Opened at the checkout, the layer (and the orders list its answer bar
 * reads) is there before the order is placed, so the placement's own event needs no read after it.
 */
export function OrderLiveGate() {
  const [heard, setHeard] = useState(false);
  const placing = useLocation().pathname === PLACING;
  useEffect(() => onOrderActivity(() => setHeard(true)), []);
  useEffect(() => {
    if (placing) setHeard(true);
  }, [placing]);
  return heard || placing ? (
    <Suspense fallback={null}>
      <OrderLiveLayer />
    </Suspense>
  ) : null;
}
