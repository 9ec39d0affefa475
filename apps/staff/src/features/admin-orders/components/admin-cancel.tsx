import { CancelOrderButton } from '../../../components/cancel-order-button';
import { useAdminCancelOrder } from '../api/admin-cancel';

/** Cancel any unfinished order; the customer reads the reason, the timeline names the admin. */
export function AdminCancel({ orderId }: { orderId: string }) {
  const cancel = useAdminCancelOrder(orderId);
  return <CancelOrderButton variant="danger" cancel={cancel.mutateAsync} />;
}
