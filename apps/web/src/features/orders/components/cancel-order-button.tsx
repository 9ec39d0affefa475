import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionFailureMessage } from '../../../lib/api-error';
import { useCancelOrder } from '../api/cancel-order';
import { CANCEL_CONFIRMATION } from '../lib/cancel-confirmation';

/**
 * A quiet secondary action (issue 13): underlined text at the foot of the page, behind the PRODUCT.md §5 browser
 * confirmation. Offered only while the domain transition table lets a customer cancel.
 */
export function CancelOrderButton({ orderId, canCancel }: { orderId: string; canCancel: boolean }) {
  const cancel = useCancelOrder(orderId);
  const navigate = useNavigate();
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
            if (!window.confirm(CANCEL_CONFIRMATION)) return;
            setError(null);
            cancel.mutate('Cancelled by the customer', {
              onSuccess: () => navigate('/orders', { state: { message: 'Order cancelled successfully.' } }),
              onError: (e) => setError(actionFailureMessage(e, 'Failed to cancel order')),
            });
          }}
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
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
