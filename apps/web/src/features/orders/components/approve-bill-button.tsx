import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useApproveBill } from '../api/approve-bill';
import { useOrdersT } from '../i18n';

/** PRODUCT.md §4/PRODUCT.md §8: "Bill approved successfully!" (a toast, from the mutation) or "Failed to approve bill: {message}" here. */
export function ApproveBillButton({ orderId, canApprove }: { orderId: string; canApprove: boolean }) {
  const approve = useApproveBill();
  const t = useOrdersT();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Kept mounted after the approval moves the order on, so the confirmation stays readable.
  if (!canApprove && !message) return null;
  return (
    <>
      {canApprove ? (
        <Button
          busy={approve.isPending}
          busyLabel={t('orders.bill.approving')}
          onClick={() =>
            approve.mutate(orderId, {
              onError: (error) =>
                setMessage({
                  ok: false,
                  text: error.message
                    ? t('orders.bill.approveFailedWith', { message: error.message })
                    : t('orders.bill.approveFailed'),
                }),
            })
          }
        >
          {t('orders.bill.approve')}
        </Button>
      ) : null}
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`basis-full text-sm font-medium ${message.ok ? 'text-green-800' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      ) : null}
    </>
  );
}
