import { CREDIT_ENTRY_LABELS } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useDomainT } from '../../../lib/domain-text';
import { useCredit } from '../api/get-credit';
import { useClaimsT } from '../i18n';

/** Issue 44: "Jhola credit" in the account: the balance and every entry, with why and the order. */
export function CreditPage() {
  const t = useClaimsT();
  const tDomain = useDomainT();
  const f = useFormat();
  const credit = useCredit();
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold">{t('claims.credit.title')}</h1>
      {credit.isPending ? (
        <LoadingState label={t('claims.credit.loading')} />
      ) : credit.isError ? (
        <ErrorState message={t('claims.credit.loadFailed')} />
      ) : (
        <>
          <p className="text-lg" data-testid="credit-balance">
            {t('claims.credit.balance', { amount: f.money(credit.data.balance) })}
          </p>
          <p className="text-sm text-stone-700">{t('claims.credit.explain')}</p>
          {credit.data.entries.length === 0 ? (
            <EmptyState title={t('claims.credit.empty')} />
          ) : (
            <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {credit.data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{tDomain(CREDIT_ENTRY_LABELS[entry.kind])}</p>
                    <p className="break-words text-sm text-stone-700">
                      {entry.reason}
                      {entry.orderId && entry.orderNumber ? (
                        <>
                          {' · '}
                          <Link to={`/orders/${entry.orderId}`} className="underline">
                            {entry.orderNumber}
                          </Link>
                        </>
                      ) : null}
                    </p>
                    <p className="text-xs text-stone-600">
                      {t('claims.credit.entryBy', { by: entry.by, date: f.dateTime(entry.createdAt) })}
                    </p>
                  </div>
                  <p className={`font-semibold ${entry.amount > 0 ? 'text-green-800' : 'text-stone-800'}`}>
                    {entry.amount > 0 ? `+${f.money(entry.amount)}` : f.money(entry.amount)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
