import type { CartQuote } from '@jhola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { OrderSummary, type SummaryFigures } from '../ui/order-summary';
import { FeeHints } from './fee-hints';
import { useFeesT } from './i18n';

/** The total to show: the server's quote once it is in, else the cart's own figures. */
export const quotedTotal = (quote: UseQueryResult<CartQuote>, fallback: SummaryFigures): number =>
  quote.data?.total ?? fallback.total;

/**
 * The cart's and the checkout's summary with every fee the server will charge (issue 45): each line
 * from the quote, with what would remove it below. Until the quote is in (or when it cannot be had) the
 * cart's own figures show, with a line saying the fees are being worked out (or a retry).
 */
export function FeeSummary({
  quote,
  fallback,
  unpricedCount = 0,
}: {
  quote: UseQueryResult<CartQuote>;
  fallback: SummaryFigures;
  unpricedCount?: number;
}) {
  const t = useFeesT();
  const data = quote.data;
  if (!data) {
    return (
      <OrderSummary summary={fallback} unpricedCount={unpricedCount}>
        {quote.isError ? (
          <p role="alert" className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-red-800">
            {t('components.fees.failed')}
            <button
              type="button"
              className="min-h-11 font-semibold underline"
              onClick={() => void quote.refetch()}
            >
              {t('components.fees.retry')}
            </button>
          </p>
        ) : quote.isFetching ? (
          <p className="mt-2 text-sm text-stone-600">{t('components.fees.working')}</p>
        ) : null}
      </OrderSummary>
    );
  }
  const figures = { ...fallback, subtotal: data.subtotal, taxes: data.taxes, total: data.total };
  const fees = data.fees.map((fee) => ({
    ...fee,
    label: fee.kind === 'delivery' ? t('components.fees.delivery') : t('components.fees.smallCart'),
  }));
  return (
    <OrderSummary summary={figures} unpricedCount={unpricedCount} fees={fees}>
      <FeeHints quote={data} />
    </OrderSummary>
  );
}
