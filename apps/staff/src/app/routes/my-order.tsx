import { useParams } from 'react-router';
import { OrderScreen } from '../../features/order-work/components/order-screen';

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderScreen key={orderId} orderId={orderId} />;
}
