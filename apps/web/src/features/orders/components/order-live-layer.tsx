import { useOrderLiveUpdates } from '../hooks/use-order-live-updates';
import { AnswerBanner } from './answer-banner';
import { CancelledOrderBanner } from './cancelled-order-banner';

/**
 * Mounted once in the app layout for a signed-in customer: live order updates, the cancelled banner,
 * and the bar that counts down while an order waits for the customer's answer (PRODUCT.md §12).
 */
export function OrderLiveLayer() {
  useOrderLiveUpdates();
  return (
    <>
      <CancelledOrderBanner />
      <AnswerBanner />
    </>
  );
}
