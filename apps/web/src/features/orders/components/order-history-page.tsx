import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useCustomerOrders } from '../api/get-customer-orders';
import { FlashMessage } from './flash-message';
import { LastSeenNote } from './last-seen-note';
import { OrderCard } from './order-card';

export function OrderHistoryPage() {
  const orders = useCustomerOrders();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">Your Order History</h1>
      <FlashMessage />
      <LastSeenNote updatedAt={orders.dataUpdatedAt} className="mt-4" />
      <div className="mt-4">
        {orders.isPending ? (
          <LoadingState label="Loading your order history..." />
        ) : orders.isError ? (
          <ErrorState
            message="Failed to load order history. Please try again."
            action={<Button onClick={() => void orders.refetch()}>Try Again</Button>}
          />
        ) : orders.data.length === 0 ? (
          <EmptyState title="You have not placed any orders yet.">
            <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
              Start Shopping
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {orders.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
