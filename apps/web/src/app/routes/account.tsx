import { AccountPage } from '../../features/account/components/account-page';
import { CreditLink } from '../../features/claims/components/credit-link';

export function Component() {
  return (
    <>
      {/* Issue 44: the account's Jhola credit, with its balance. */}
      <CreditLink />
      <AccountPage />
    </>
  );
}
