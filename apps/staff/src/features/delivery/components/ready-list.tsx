import { Button, EmptyState, ErrorState, LoadingState, showToast } from '@jhola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { addressLine, formatINR } from '../../../lib/format';
import { useClaimOrder } from '../api/claim-order';
import { readyOrdersQuery, useReadyOrders } from '../api/ready-orders';
import { useReadyOrdersLive } from '../api/use-ready-live';

/** Orders ready for delivery; "Claim" makes one yours and opens its delivery screen. */
export function ReadyList() {
  const orders = useReadyOrders();
  useReadyOrdersLive();
  const claim = useClaimOrder();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (orders.isPending) return <LoadingState label="Loading ready orders..." />;
  if (orders.isError)
    return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title="Nothing ready for delivery">
        <p>Orders appear here once the customer has approved the bill.</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {orders.data.map((order) => (
        <li key={order._id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
          <h2 className="font-semibold break-words">{order.shopId.name}</h2>
          <p className="text-sm text-stone-700 break-words">To {addressLine(order.deliveryAddress)}</p>
          <p className="font-bold">{formatINR(order.total)} cash on delivery</p>
          <Button
            busy={claim.isPending && claim.variables === order._id}
            busyLabel="Claiming..."
            onClick={() =>
              claim.mutate(order._id, {
                onSuccess: () => navigate(`/orders/${order._id}`),
                onError: (e) => {
                  const taken = e instanceof ApiError && e.status === 409;
                  showToast(taken ? 'Someone else claimed this order' : errorMessage(e), 'error');
                  void client.invalidateQueries({ queryKey: readyOrdersQuery.queryKey });
                },
              })
            }
          >
            Claim
          </Button>
        </li>
      ))}
    </ul>
  );
}
