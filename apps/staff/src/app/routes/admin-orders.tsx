import { OrderSearch } from '../../features/admin-orders/components/order-search';
import { OrdersBoard } from '../../features/admin-orders/components/orders-board';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.liveOrders')}</h1>
      <OrderSearch />
      <OrdersBoard />
    </section>
  );
}
