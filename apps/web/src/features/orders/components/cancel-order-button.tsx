import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useCancelOrder } from '../api/cancel-order';
import { CANCEL_CONFIRMATION } from '../lib/cancel-confirmation';

/** Offered only while the domain transition table lets a customer cancel (the caller passes canCancel). */
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
        <Button
          variant="danger"
          busy={cancel.isPending}
          busyLabel="Cancelling..."
          onClick={() => {
            if (!window.confirm(CANCEL_CONFIRMATION)) return;
            setError(null);
            cancel.mutate('Cancelled by the customer', {
              onSuccess: () => navigate('/orders', { state: { message: 'Order cancelled successfully.' } }),
              onError: (e) =>
                setError(
                  e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Failed to cancel order',
                ),
            });
          }}
        >
          Cancel Order
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
