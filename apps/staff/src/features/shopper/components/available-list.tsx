import { EmptyState, ErrorState, LoadingState, useNow } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useAvailableOrders } from '../api/available-orders';
import { useAvailableOrdersLive } from '../api/use-available-live';
import { useShopperT } from '../i18n';
import { AvailableCard } from './available-card';

export function AvailableList() {
  const t = useShopperT();
  const orders = useAvailableOrders();
  useAvailableOrdersLive();
  const now = useNow();
  if (orders.isPending) return <LoadingState label={t('staffShopper.loadingWaiting')} />;
  if (orders.isError)
    return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title={t('staffShopper.noneWaiting')}>
        <p>{t('staffShopper.appearHere')}</p>
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
