import { needsReplacementApproval, needsRevisionReview, statusLabel } from '@jhola/domain';
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

export function RevisedOrderPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const approve = useApproveRevision(orderId);
  const cancel = useCancelOrder(orderId);
  const navigate = useNavigate();
  const t = useOrdersT();
  const tDomain = useDomainT();
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

  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <header className="rounded-xl border border-orange-200 bg-orange-50 p-4">
        <h1 className="text-2xl font-bold">{t('orders.revision.title')}</h1>
        <p className="mt-1 text-stone-700">{t('orders.revision.intro')}</p>
        {awaitingReview ? (
          <AnswerCountdown
            deadline={data.answerDeadline}
            ifNoAnswer={data.ifNoAnswer}
            kind="revision"
            className="mt-3 rounded-lg bg-white px-3 py-2 text-orange-950"
          />
        ) : null}
      </header>

      <RevisionInfo order={data} items={items} revised={revised} />

      <section aria-labelledby="revision-items" className="space-y-3">
        <h2 id="revision-items" className="font-bold">
          {t('orders.items')}
        </h2>
        <ul className="space-y-3">
          {items.map((item) => (
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
      </section>

      <RevisionSummary items={items} revised={revised} />

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

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/orders"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 px-4 py-2 font-semibold"
        >
          {t('orders.viewAllOrders')}
        </Link>
        {awaitingReview ? (
          <>
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
          </>
        ) : null}
      </div>
    </section>
  );
}
