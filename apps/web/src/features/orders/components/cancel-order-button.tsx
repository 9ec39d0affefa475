import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionFailureMessage } from '../../../lib/api-error';
import { useCancelOrder } from '../api/cancel-order';
import { useOrdersT } from '../i18n';
import { cancelConfirmation } from '../lib/cancel-confirmation';
import { CUSTOMER_CANCEL_REASON } from '../lib/reason-text';

/**
 * A quiet secondary action (issue 13): underlined text at the foot of the page, behind the PRODUCT.md §5 browser
 * confirmation. Offered only while the domain transition table lets a customer cancel.
 */
export function CancelOrderButton({ orderId, canCancel }: { orderId: string; canCancel: boolean }) {
  const cancel = useCancelOrder(orderId);
  const navigate = useNavigate();
  const t = useOrdersT();
  const [error, setError] = useState<string | null>(null);
  // Stays mounted while the request runs: the live event may mark the order cancelled before the
  // answer arrives, and the navigation below must still happen.
  const showButton = canCancel || cancel.isPending;
  return (
    <div>
      {showButton ? (
        <button
          type="button"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          className="min-h-11 px-2 text-sm font-medium text-red-800 underline underline-offset-4 hover:text-red-900 disabled:text-stone-500"
          onClick={() => {
            if (!window.confirm(cancelConfirmation())) return;
            setError(null);
            // The reason is stored in English (staff read it); the customer sees it translated.
            cancel.mutate(CUSTOMER_CANCEL_REASON, {
              onSuccess: () => navigate('/orders', { state: { message: t('orders.cancelledFlash') } }),
              onError: (e) => setError(actionFailureMessage(e, t('orders.cancelFailed'))),
            });
          }}
        >
          {cancel.isPending ? t('orders.cancelling') : t('orders.cancelOrder')}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
