import {
  CLAIM_REASONS,
  type ClaimFigureRow,
  type ClaimReason,
  type ClaimStandOut,
  STAND_OUT_FACTOR,
  STAND_OUT_MIN_CLAIMS,
} from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { downloadClaimFiguresCsv, lastWeeks, useClaimFigures } from '../api/claim-figures';
import { useProblemsT } from '../i18n';
import { ClaimsByWeek } from './claims-by-week';

const WEEKS = 8;
const REASON_KEY = {
  missing: 'staffProblems.figures.reason.missing',
  damaged: 'staffProblems.figures.reason.damaged',
  wrong_item: 'staffProblems.figures.reason.wrongItem',
  expired: 'staffProblems.figures.reason.expired',
  poor_quality: 'staffProblems.figures.reason.poorQuality',
  other: 'staffProblems.figures.reason.other',
} as const satisfies Record<ClaimReason, string>;

/** The rows of one dimension summed over the window's weeks. */
function totalsOf(rows: ClaimFigureRow[], dimension: ClaimFigureRow['dimension']) {
  const totals = new Map<string, { claims: number; claimed: number }>();
  for (const r of rows.filter((x) => x.dimension === dimension)) {
    const t = totals.get(r.key) ?? { claims: 0, claimed: 0 };
    // Rupees summed in paise so the total is exact.
    totals.set(r.key, {
      claims: t.claims + r.claims,
      claimed: (Math.round(t.claimed * 100) + Math.round(r.claimed * 100)) / 100,
    });
  }
  return totals;
}

function StandOuts({ people, kind }: { people: ClaimStandOut[]; kind: 'shopper' | 'shop' }) {
  const t = useProblemsT();
  const flagged = people.filter((p) => p.standsOut);
  if (flagged.length === 0) return null;
  return (
    <ul className="space-y-1" data-testid={`stand-outs-${kind}`}>
      {flagged.map((p) => (
        <li key={p.id} className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm">
          {t(
            kind === 'shopper'
              ? 'staffProblems.figures.shopperStandsOut'
              : 'staffProblems.figures.shopStandsOut',
            {
              name: p.name,
              claims: p.flaggedClaims,
              orders: p.deliveredOrders,
            },
          )}
        </li>
      ))}
    </ul>
  );
}

function ReasonTotals({ rows }: { rows: ClaimFigureRow[] }) {
  const t = useProblemsT();
  const f = useFormat();
  const totals = totalsOf(rows, 'reason');
  return (
    <ul className="text-sm" data-testid="claims-by-reason">
      {CLAIM_REASONS.flatMap((r) => {
        const total = totals.get(r);
        if (!total) return [];
        const amount = f.money(total.claimed);
        return [
          <li key={r}>
            {t('staffProblems.figures.reasonLine', {
              reason: t(REASON_KEY[r]),
              claims: total.claims,
              amount,
            })}
          </li>,
        ];
      })}
    </ul>
  );
}

/**
 * Issue 44 point 4: the last eight weeks of claims, who stands out, each shop's, shopper's and reason's
 * claims week by week, and the CSV for the spreadsheet.
 */
export function ClaimFiguresPanel() {
  const t = useProblemsT();
  const figures = useClaimFigures(WEEKS);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadClaimFiguresCsv(WEEKS);
    } catch {
      showToast(t('staffProblems.figures.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section
      className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4"
      aria-labelledby="claim-figures"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="claim-figures" className="font-bold">
          {t('staffProblems.figures.title')}
        </h2>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('staffProblems.figures.download')}
        </Button>
      </div>
      {figures.isPending ? (
        <LoadingState label={t('staffProblems.figures.loading')} />
      ) : figures.isError ? (
        <ErrorState message={errorMessage(figures.error)} onRetry={() => void figures.refetch()} />
      ) : figures.data.rows.length === 0 ? (
        <EmptyState title={t('staffProblems.figures.none')} />
      ) : (
        <>
          <StandOuts people={figures.data.shoppers} kind="shopper" />
          <StandOuts people={figures.data.shops} kind="shop" />
          <ReasonTotals rows={figures.data.rows} />
          <ClaimsByWeek
            rows={figures.data.rows}
            weeks={lastWeeks(WEEKS).mondays}
            reasonLabel={(reason) => t(REASON_KEY[reason])}
          />
        </>
      )}
      <p className="text-xs text-stone-600">
        {t('staffProblems.figures.rule', { min: STAND_OUT_MIN_CLAIMS, factor: STAND_OUT_FACTOR })}
      </p>
    </section>
  );
}
