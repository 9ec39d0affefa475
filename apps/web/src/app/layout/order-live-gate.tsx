import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-load';
import { onOrderActivity } from '../../lib/order-activity';

const OrderLiveLayer = lazyOptional(() => import('./live-layer').then((m) => m.OrderLiveLayer));

/**
 * The live order layer, for a signed-in customer, once the socket has told of one of their orders
 * (lib/order-activity.ts): its code stays off the pages of a customer with no order under way (issue 47).
 */
export function OrderLiveGate() {
  const [heard, setHeard] = useState(false);
  useEffect(() => onOrderActivity(() => setHeard(true)), []);
  return heard ? (
    <Suspense fallback={null}>
      <OrderLiveLayer />
    </Suspense>
  ) : null;
}
