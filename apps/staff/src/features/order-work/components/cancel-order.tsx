import { CANCEL_ORDER_DIALOG } from '@jhola/domain';
import { Button, ReasonDialog, showToast } from '@jhola/ui';
import { useState } from 'react';
import { useCancelOrder } from '../api/cancel-order';

/** "Cancel order" with a reason the customer will read; the server decides whether the status allows it. */
export function CancelOrder({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(orderId);
  return (
    <>
      <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
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
