import type { Order } from '@jhola/domain';
import { useParams } from 'react-router';
import { OrderProblems } from '../../features/claims/components/order-problems';
import { OrderDetailsPage } from '../../features/orders/components/order-details-page';

// Issue 44: "Report a problem" and the claims of a delivered order, under its items.
const problems = (order: Order) => <OrderProblems order={order} />;

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderDetailsPage key={orderId} orderId={orderId} afterItems={problems} />;
}
