import {
  isItemChanged,
  needsReplacementApproval,
  needsRevisionReview,
  revisionDifference,
  statusLabel,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError, actionFailureMessage as failure } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useApproveRevision } from '../api/approve-revision';
import { REVISION_CANCEL_REASON, useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { useOrdersT } from '../i18n';
import { cancelConfirmation } from '../lib/cancel-confirmation';
import { revisionValueWith, withRefusals } from '../lib/revision-totals';
import { AnswerCountdown } from './answer-countdown';
import { ReplacedItemCard } from './replaced-item-card';
import { RevisedItemCard } from './revised-item-card';
import { RevisionInfo, RevisionSummary } from './revision-summary';
import { UnchangedItems } from './unchanged-items';

export function RevisedOrderPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const approve = useApproveRevision(orderId);
  const cancel = useCancelOrder(orderId);
  const navigate = useNavigate();
  const t = useOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const [error, setError] = useState<string | null>(null);
  // PRODUCT.md §12: the replacements the customer refuses before approving (by the original item).
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());

  if (order.isPending) return <LoadingState label={t('orders.revision.loading')} />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="px-4 py-8">
        <ErrorState
          message={notFound ? t('orders.notFound') : order.error.message}
          action={<Link to="/orders">{t('orders.viewAllOrders')}</Link>}
        />
      </div>
    );
  }
  const data = order.data;
  const awaitingReview = needsRevisionReview(data.status);
  const items = withRefusals(data.items, refused);
  const revised = revisionValueWith(data, refused);
  const refuse = (productId: string, yes: boolean) =>
    setRefused((current) => {
      const next = new Set(current);
      if (yes) next.add(productId);
      else next.delete(productId);
      return next;
    });
  const busy = approve.isPending || cancel.isPending;

  const onApprove = () => {
    setError(null);
    approve.mutate([...refused], {
      onSuccess: () =>
        navigate(`/orders/${orderId}`, {
          state: { message: t('orders.revision.approved') },
        }),
      onError: (e) => setError(failure(e, t('orders.revision.approveFailed'))),
    });
  };
  const onCancel = () => {
    if (!window.confirm(cancelConfirmation())) return;
    setError(null);
    cancel.mutate(REVISION_CANCEL_REASON, {
      onSuccess: () => navigate('/orders', { state: { message: t('orders.cancelledFlash') } }),
      onError: (e) => setError(failure(e, t('orders.cancelFailed'))),
    });
  };

  // Issue 47: only what changed is shown in full; the rest is one line that opens. The decision stays at
  // the bottom of the screen with the new total, so a one-item change is read and answered on one screen.
  const changed = items.filter((item) => isItemChanged(item));
  const unchanged = items.filter((item) => !isItemChanged(item));
  const difference = revisionDifference(data.orderValue.total, revised.total);

  return (
    <section className="mx-auto max-w-3xl space-y-3 px-4 pt-4">
      <header className="rounded-xl border border-orange-200 bg-orange-50 p-3">
        <h1 className="text-xl font-bold">{t('orders.revision.title')}</h1>
        <p className="mt-1 text-sm text-stone-700">
          {t('orders.revision.changedCount', { count: changed.length })}
        </p>
        {awaitingReview ? (
          <AnswerCountdown
            deadline={data.answerDeadline}
            ifNoAnswer={data.ifNoAnswer}
            kind="revision"
            className="mt-2 rounded-lg bg-white px-3 py-2 text-sm text-orange-950"
          />
        ) : null}
      </header>

      <section aria-labelledby="revision-items" className="space-y-2">
        <h2 id="revision-items" className="sr-only">
          {t('orders.revision.changes')}
        </h2>
        <ul className="space-y-2">
          {changed.map((item) => (
            <li key={item.itemId ?? item.productId}>
              {item.isAvailable === false && item.replacedWith ? (
                <ReplacedItemCard
                  item={item}
                  refused={item.replacedWith.refused}
                  onRefuse={
                    awaitingReview && needsReplacementApproval(item.replacedWith)
                      ? (yes) => refuse(item.productId ?? '', yes)
                      : undefined
                  }
                />
              ) : (
                <RevisedItemCard item={item} />
              )}
            </li>
          ))}
        </ul>
        <UnchangedItems items={unchanged} />
      </section>

      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      {awaitingReview && refused.size > 0 ? (
        <p className="rounded-lg bg-stone-100 px-4 py-3">
          {t('orders.revision.refusing', { count: refused.size })}
        </p>
      ) : null}
      {awaitingReview ? null : (
        <p role="status" className="rounded-lg bg-stone-100 px-4 py-3">
          {t('orders.revision.noLongerWaiting', { status: tDomain(statusLabel(data.status)) })}
        </p>
      )}

      <RevisionInfo order={data} items={items} revised={revised} showDifference={!awaitingReview} />
      <RevisionSummary items={items} revised={revised} fees={data.fees} />
      <Link to="/orders" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('orders.viewAllOrders')}
      </Link>

      {awaitingReview ? (
        <div
          data-testid="revision-decision"
          className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur"
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span>
              {t('orders.revision.newTotal')}{' '}
              <span className="text-lg font-bold">{f.money(revised.total)}</span>
            </span>
            {difference.kind === 'none' ? null : (
              <span className={difference.kind === 'save' ? 'text-green-800' : 'text-amber-900'}>
                {t('orders.revision.difference', {
                  label: tDomain(difference.label),
                  amount: f.money(difference.amount),
                })}
              </span>
            )}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Button
              variant="danger"
              busy={cancel.isPending}
              busyLabel={t('orders.cancelling')}
              disabled={busy}
              onClick={onCancel}
            >
              {t('orders.cancelOrder')}
            </Button>
            <Button
              busy={approve.isPending}
              busyLabel={t('orders.revision.processing')}
              disabled={busy}
              onClick={onApprove}
            >
              {t('orders.revision.approve')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
