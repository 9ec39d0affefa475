import { formatINR } from '../../lib/format';

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
  title = 'Order Summary',
}: {
  summary: SummaryFigures;
  title?: string;
}) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="order-summary-title" className="text-lg font-bold">
        {title}
      </h2>
      <dl className="mt-2 space-y-1">
        <div className="flex justify-between gap-4">
          <dt>
            Subtotal ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatINR(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery Fee</dt>
          <dd>{summary.deliveryFee === 0 ? 'Free' : formatINR(summary.deliveryFee)}</dd>
        </div>
        {summary.taxes > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Taxes</dt>
            <dd>{formatINR(summary.taxes)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatINR(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
