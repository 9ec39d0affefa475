import { useFormat } from '@jhola/ui';
import type { ReactNode } from 'react';
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
  fees,
  children,
}: {
  summary: SummaryFigures;
  title?: string;
  /** Issue 29: items the app does not list, priced by the shopper: the total leaves them out until then. */
  unpricedCount?: number;
  /** Issue 45: each fee the server quoted, in place of the one delivery fee. */
  fees?: readonly { kind: string; label: string; amount: number }[];
  /** Below the figures (issue 45: what would remove each fee). */
  children?: ReactNode;
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
        {(
          fees ?? [{ kind: 'delivery', label: t('components.deliveryFee'), amount: summary.deliveryFee }]
        ).map((fee) => (
          <div key={fee.kind} className="flex justify-between gap-4" data-testid={`fee-${fee.kind}`}>
            <dt>{fee.label}</dt>
            <dd>{fee.amount === 0 ? t('components.free') : f.money(fee.amount)}</dd>
          </div>
        ))}
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
      {children}
    </section>
  );
}
