import { OrderSuccessPage } from '../../features/orders/components/order-success-page';

export function Component() {
  return <OrderSuccessPage />;
}
