import { useParams } from 'react-router';
import { OrderDetailsPage } from '../../features/orders/components/order-details-page';

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderDetailsPage key={orderId} orderId={orderId} />;
}
