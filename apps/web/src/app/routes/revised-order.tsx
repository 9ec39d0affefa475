import { useParams } from 'react-router';
import { RevisedOrderPage } from '../../features/orders/components/revised-order-page';

export function Component() {
  const { orderId = '' } = useParams();
  return <RevisedOrderPage key={orderId} orderId={orderId} />;
}
