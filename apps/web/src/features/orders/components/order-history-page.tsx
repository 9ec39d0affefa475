import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrdersT } from '../i18n';
import { FlashMessage } from './flash-message';
import { LastSeenNote } from './last-seen-note';
import { OrderCard } from './order-card';

export function OrderHistoryPage() {
  const orders = useCustomerOrders();
  const t = useOrdersT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('orders.history.title')}</h1>
      <FlashMessage />
      <LastSeenNote updatedAt={orders.dataUpdatedAt} className="mt-4" />
      <div className="mt-4">
        {orders.isPending ? (
          <LoadingState label={t('orders.history.loading')} />
        ) : orders.isError ? (
          <ErrorState
            message={t('orders.history.loadFailed')}
            action={<Button onClick={() => void orders.refetch()}>{t('orders.tryAgain')}</Button>}
          />
        ) : orders.data.length === 0 ? (
          <EmptyState title={t('orders.history.empty')}>
            <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
              {t('orders.history.startShopping')}
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
