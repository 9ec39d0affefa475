import { CANCEL_ORDER_DIALOG } from '@jhola/domain';
import { Button, type ButtonVariant, ReasonDialog, showToast } from '@jhola/ui';
import { useState } from 'react';

/**
 * "Cancel order" with the reason the customer will read, for whoever may cancel (the shopper on the
 * order, an admin on any unfinished order): `cancel` sends the reason; the server decides whether
 * the status allows it.
 */
export function CancelOrderButton({
  cancel,
  variant,
  className,
}: {
  cancel: (reason: string) => Promise<unknown>;
  variant: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <ReasonDialog
        open={open}
        {...CANCEL_ORDER_DIALOG}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => cancel(reason).then(() => showToast('Order cancelled'))}
      />
    </>
  );
}
