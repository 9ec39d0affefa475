import { useParams } from 'react-router';
import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page';

export function Component() {
  const { orderId } = useParams();
  return <OrderConfirmationPage key={orderId ?? ''} orderId={orderId} />;
}
