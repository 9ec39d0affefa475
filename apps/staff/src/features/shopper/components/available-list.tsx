import { EmptyState, ErrorState, LoadingState, useNow } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useAvailableOrders } from '../api/available-orders';
import { useAvailableOrdersLive } from '../api/use-available-live';
import { AvailableCard } from './available-card';

export function AvailableList() {
  const orders = useAvailableOrders();
  useAvailableOrdersLive();
  const now = useNow();
  if (orders.isPending) return <LoadingState label="Loading waiting orders..." />;
  if (orders.isError)
    return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title="No orders waiting">
        <p>New orders appear here by themselves, with a sound.</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {orders.data.map((order) => (
        <AvailableCard key={order._id} order={order} now={now} />
      ))}
    </ul>
  );
}
