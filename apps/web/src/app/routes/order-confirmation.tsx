import { useParams } from 'react-router';
import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page';
import { PushOffer } from '../../features/push/components/push-offer';

export function Component() {
  const { orderId } = useParams();
  return (
    <>
      <OrderConfirmationPage key={orderId ?? ''} orderId={orderId} />
      <PushOffer />
    </>
  );
}
