import { useOrderLiveUpdates } from '../hooks/use-order-live-updates';
import { CancelledOrderBanner } from './cancelled-order-banner';

/** Mounted once in the app layout for a signed-in customer: live order updates and the cancelled banner. */
export function OrderLiveLayer() {
  useOrderLiveUpdates();
  return <CancelledOrderBanner />;
}
