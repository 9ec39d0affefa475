import { CLAIM_REASON_LABELS, type Claim, claimWindowOpen, isDelivered, type Order } from '@jhola/domain';
import { useFormat, useNow } from '@jhola/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDomainT } from '../../../lib/domain-text';
import { useOrderClaims } from '../api/get-order-claims';
import { useClaimsT } from '../i18n';
import { claimableItems, ReportProblemForm } from './report-problem-form';

const STATUS_KEY = {
  in_review: 'claims.status.inReview',
  approved: 'claims.status.approved',
  partly_approved: 'claims.status.partlyApproved',
  refused: 'claims.status.refused',
} as const;

function ClaimCard({ claim }: { claim: Claim }) {
  const t = useClaimsT();
  const tDomain = useDomainT();
  const f = useFormat();
  return (
    <li className="rounded-xl border border-stone-200 p-3" data-testid="claim">
      <p className="font-semibold">{t(STATUS_KEY[claim.status])}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {claim.lines.map((line) => (
          <li key={line.itemId} className="break-words">
            {t('claims.line', {
              name: line.name,
              quantity: line.quantity,
              reason: tDomain(CLAIM_REASON_LABELS[line.reason]),
              amount: f.money(line.amount),
            })}
            {' · '}
            {line.status === 'approved'
              ? t('claims.lineApproved', { amount: f.money(line.approvedAmount) })
              : line.status === 'refused'
                ? t('claims.lineRefused', { reason: line.decision?.reason ?? '' })
                : t('claims.lineInReview')}
          </li>
        ))}
      </ul>
      {claim.refund ? (
        <p className="mt-2 font-semibold text-green-800">
          {t('claims.refundToCredit', { amount: f.money(claim.refund.amount) })}{' '}
          <Link to="/account/credit" className="underline">
            {t('claims.seeCredit')}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/**
 * Issue 44, on a delivered order's page: the problems reported and what became of them, and "Report a
 * problem" for 48 hours after delivery while an item is left to report.
 */
export function OrderProblems({ order }: { order: Order }) {
  const t = useClaimsT();
  const now = useNow(60_000);
  const claims = useOrderClaims(order._id);
  const [reporting, setReporting] = useState(false);
  if (!isDelivered(order.status)) return null;
  const list = claims.data ?? [];
  const claimed = new Set(list.flatMap((c) => c.lines.map((l) => l.itemId)));
  const canReport =
    claims.isSuccess &&
    claimWindowOpen(order.deliveredAt, new Date(now)) &&
    claimableItems(order, claimed).length > 0;
  if (!canReport && list.length === 0) return null;
  return (
    <section aria-labelledby="problems-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="problems-title" className="font-bold">
        {t('claims.title')}
      </h2>
      {list.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {list.map((c) => (
            <ClaimCard key={c.id} claim={c} />
          ))}
        </ul>
      ) : null}
      {reporting ? (
        <div className="mt-3">
          <ReportProblemForm order={order} claimed={claimed} onDone={() => setReporting(false)} />
        </div>
      ) : canReport ? (
        <div className="mt-2">
          <p className="text-sm text-stone-700">{t('claims.windowHint')}</p>
          <Button type="button" variant="secondary" className="mt-2" onClick={() => setReporting(true)}>
            {t('claims.report')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
