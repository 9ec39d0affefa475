import { CLAIM_STATUSES, type Claim, type ClaimStatus } from '@jhola/domain';
import { useState } from 'react';
import { useClaimsQueue } from '../api/claims-queue';
import { useProblemsT } from '../i18n';
import { ClaimDecision } from './claim-decision';
import { ClaimEvidence } from './claim-evidence';
import { ClaimFiguresPanel } from './claim-figures';
import { GrantCreditForm } from './grant-credit-form';

const STATUS_KEY = {
  in_review: 'staffProblems.status.inReview',
  approved: 'staffProblems.status.approved',
  partly_approved: 'staffProblems.status.partlyApproved',
  refused: 'staffProblems.status.refused',
} as const;

function ClaimReview({ claim }: { claim: Claim }) {
  const t = useProblemsT();
  return (
    <li
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 lg:grid-cols-2"
      data-testid="problem"
    >
      <div className="min-w-0 space-y-2">
        <h2 className="font-bold">
          {t('staffProblems.claimTitle', { number: claim.orderNumber, status: t(STATUS_KEY[claim.status]) })}
        </h2>
        {claim.status === 'in_review' ? (
          <ClaimDecision claim={claim} />
        ) : (
          <ul className="text-sm">
            {claim.lines.map((l) => (
              <li key={l.itemId}>
                {t('staffProblems.decided', {
                  name: l.name,
                  status: l.status,
                  reason: l.decision?.reason ?? '',
                })}
              </li>
            ))}
          </ul>
        )}
        {claim.customer ? (
          <GrantCreditForm customerId={claim.customer.id} name={claim.customer.name} />
        ) : null}
      </div>
      <div className="min-w-0">
        <ClaimEvidence claim={claim} />
      </div>
    </li>
  );
}

/** Issue 44: the admins' "Problems": the claims to decide, with the evidence beside each. */
export function ProblemsScreen() {
  const t = useProblemsT();
  const [status, setStatus] = useState<ClaimStatus>('in_review');
  const queue = useClaimsQueue(status);
  return (
    <div className="space-y-3">
      <ClaimFiguresPanel />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('staffProblems.filter')}</legend>
        {CLAIM_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            className={`min-h-11 rounded-lg border px-3 font-semibold ${s === status ? 'border-brand-700 bg-brand-50' : 'border-stone-300'}`}
            onClick={() => setStatus(s)}
          >
            {t(STATUS_KEY[s])}
          </button>
        ))}
      </fieldset>
      {queue.isPending ? (
        <p>{t('staffProblems.loading')}</p>
      ) : queue.isError ? (
        <p role="alert">{t('staffProblems.loadFailed')}</p>
      ) : queue.data.length === 0 ? (
        <p>{t('staffProblems.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {queue.data.map((c) => (
            <ClaimReview key={c.id} claim={c} />
          ))}
        </ul>
      )}
    </div>
  );
}
