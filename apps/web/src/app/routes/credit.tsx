import { CreditPage } from '../../features/claims/components/credit-page';

export function Component() {
  return <CreditPage />;
}
