import { CancelOrderButton } from '../../../components/cancel-order-button';
import { useCancelOrder } from '../api/cancel-order';

/** The shopper's "Cancel order" with a reason the customer will read. */
export function CancelOrder({ orderId }: { orderId: string }) {
  const cancel = useCancelOrder(orderId);
  return <CancelOrderButton variant="secondary" className="text-red-800" cancel={cancel.mutateAsync} />;
}
