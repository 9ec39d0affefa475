import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, Dialog, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useAdminCancelOrder } from '../api/admin-cancel';

/** Cancel any unfinished order; the customer reads the reason. */
export function AdminCancel({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useAdminCancelOrder(orderId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(STAFF_APP_MESSAGES.reasonRequired);
    cancel.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        showToast('Order cancelled');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog open={open} title="Cancel this order?" onClose={() => setOpen(false)}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <TextField
            label="Reason (the customer reads it)"
            value={reason}
            maxLength={500}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="danger" busy={cancel.isPending} busyLabel="Cancelling...">
            Cancel order
          </Button>
        </form>
      </Dialog>
    </>
  );
}
