import { useFormat } from '@jhola/ui';
import { Link } from 'react-router';
import { useCredit } from '../api/get-credit';
import { useClaimsT } from '../i18n';

/** Issue 44: the way to the account's Jhola credit, with the balance once it is known. */
export function CreditLink() {
  const t = useClaimsT();
  const f = useFormat();
  const credit = useCredit();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4">
      <Link
        to="/account/credit"
        className="inline-flex min-h-11 items-center rounded-lg border border-green-300 bg-green-50 px-4 font-semibold"
      >
        {credit.data
          ? t('claims.credit.link', { amount: f.money(credit.data.balance) })
          : t('claims.credit.title')}
      </Link>
    </div>
  );
}
