import { OrderHistoryPage } from '../../features/orders/components/order-history-page';

export function Component() {
  return <OrderHistoryPage />;
}
