import { CreditLink } from '../../features/claims/components/credit-link';
import { OrderHistoryPage } from '../../features/orders/components/order-history-page';

export function Component() {
  return (
    <>
      <CreditLink />
      <OrderHistoryPage />
    </>
  );
}
