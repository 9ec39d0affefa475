import { Link, useParams } from 'react-router';
import { OrderDetail } from '../../features/admin-orders/components/order-detail';

export function Component() {
  const { orderId = '' } = useParams();
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin" className="font-semibold text-brand-800 underline">
        Back to the board
      </Link>
      <OrderDetail key={orderId} orderId={orderId} />
    </div>
  );
}
