import { useFormat } from '@jhola/ui';
import { useComponentsT } from './i18n';

export interface SummaryFigures {
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  taxes: number;
  total: number;
}

/**
 * The PRODUCT.md §3 order summary as the cart and the checkout show it. The figures come from the domain's
 * orderSummary(), the same function the server prices the order with.
 */
export function OrderSummary({
  summary,
  title,
  unpricedCount = 0,
}: {
  summary: SummaryFigures;
  title?: string;
  /** Issue 29: items the app does not list, priced by the shopper: the total leaves them out until then. */
  unpricedCount?: number;
}) {
  const t = useComponentsT();
  const f = useFormat();
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="order-summary-title" className="text-lg font-bold">
        {title ?? t('components.orderSummary')}
      </h2>
      <dl className="mt-2 space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{t('components.subtotal', { count: summary.itemCount })}</dt>
          <dd>{f.money(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('components.deliveryFee')}</dt>
          <dd>{summary.deliveryFee === 0 ? t('components.free') : f.money(summary.deliveryFee)}</dd>
        </div>
        {summary.taxes > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('components.taxes')}</dt>
            <dd>{f.money(summary.taxes)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-bold">
          <dt>{t('components.total')}</dt>
          <dd data-testid="order-total">{f.money(summary.total)}</dd>
        </div>
      </dl>
      {unpricedCount > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-900">
          {t('components.excludesUnpriced', { count: unpricedCount })}
        </p>
      ) : null}
      {/* Issue 28: MRP already includes every tax; only a shop that adds tax on top shows a Taxes line. */}
      {summary.taxes === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('components.inclusiveOfTaxes')}</p>
      ) : null}
    </section>
  );
}
