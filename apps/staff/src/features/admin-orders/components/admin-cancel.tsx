import { CANCEL_ORDER_DIALOG } from '@jhola/domain';
import { Button, ReasonDialog, showToast } from '@jhola/ui';
import { useState } from 'react';
import { useAdminCancelOrder } from '../api/admin-cancel';

/** Cancel any unfinished order; the customer reads the reason, the timeline names the admin. */
export function AdminCancel({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useAdminCancelOrder(orderId);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <ReasonDialog
        open={open}
        {...CANCEL_ORDER_DIALOG}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => cancel.mutateAsync(reason).then(() => showToast('Order cancelled'))}
      />
    </>
  );
}
