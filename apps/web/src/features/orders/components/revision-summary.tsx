import {
  type Order,
  type OrderValue,
  removedItemsValue,
  revisedItemCount,
  revisionDifference,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useDomainT } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { orderFeeLines } from '../lib/fee-lines';

/** The revision's figures: original and revised totals, what was removed, the difference. */
export function RevisionInfo({
  order,
  items,
  revised,
  showDifference = true,
}: {
  order: Order;
  items: Order['items'];
  revised: OrderValue;
  /** False where the decision bar already says it (said once on a screen). */
  showDifference?: boolean;
}) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const originalTotal = order.orderValue.total;
  const difference = revisionDifference(originalTotal, revised.total);
  // Issue 13: what the shopper could not get is not a saving; it is said as it is.
  const removed = removedItemsValue(items);
  return (
    <section aria-labelledby="revision-info" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="revision-info" className="font-bold">
        {t('orders.revision.info')}
      </h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('orders.orderNumberLabel')}</dt>
        <dd className="break-all">{order.orderNumber || order._id}</dd>
        <dt className="text-stone-600">{t('orders.revision.shopper')}</dt>
        <dd>{order.personalShopperId?.name || t('orders.revision.assigned')}</dd>
        <dt className="text-stone-600">{t('orders.revision.originalTotal')}</dt>
        <dd>{f.money(originalTotal)}</dd>
        <dt className="text-stone-600">{t('orders.revision.revisedTotal')}</dt>
        <dd className="font-semibold">{f.money(revised.total)}</dd>
      </dl>
      {removed > 0 ? (
        <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 font-semibold">
          {t('orders.revision.removedItems', { amount: f.money(removed) })}
        </p>
      ) : null}
      {difference.kind === 'none' || !showDifference ? null : (
        <p
          className={`mt-3 rounded-lg px-3 py-2 font-semibold ${difference.kind === 'save' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
        >
          {t('orders.revision.difference', {
            label: tDomain(difference.label),
            amount: f.money(difference.amount),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * The revised order summary: item count, each fee the order was placed with (delivery, small cart: the
 * lines the cart and checkout showed; a revision does not re-price them, issue 45), taxes, total.
 */
export function RevisionSummary({
  items,
  revised,
  fees,
}: {
  items: Order['items'];
  revised: OrderValue;
  fees: Order['fees'];
}) {
  const t = useOrdersT();
  const f = useFormat();
  return (
    <section aria-labelledby="revision-summary" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="revision-summary" className="font-bold">
        {t('orders.revision.summary')}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>{t('orders.items')}</dt>
          <dd>{revisedItemCount(items)}</dd>
        </div>
        {orderFeeLines({ fees, deliveryFee: revised.deliveryFee }).map((fee) => (
          <div key={fee.kind} className="flex justify-between gap-3" data-testid="revision-fee">
            <dt>{fee.label}</dt>
            <dd>{f.money(fee.amount)}</dd>
          </div>
        ))}
        {revised.taxes > 0 ? (
          <div className="flex justify-between">
            <dt>{t('orders.revision.taxes')}</dt>
            <dd>{f.money(revised.taxes)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-stone-200 pt-1 font-bold">
          <dt>{t('orders.revision.totalAmount')}</dt>
          <dd>{f.money(revised.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
