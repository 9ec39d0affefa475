import { awaitsBillApproval, needsRevisionReview, type Order } from '@jhola/domain';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useHeaderSlot } from '../../../lib/header-slot';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrdersT } from '../i18n';
import { displayOrderNumber } from '../lib/format-order';
import { AnswerCountdown, type AnswerKind } from './answer-countdown';

const waitingKind = (order: Order): AnswerKind | null => {
  if (!order.answerDeadline) return null;
  if (needsRevisionReview(order.status)) return 'revision';
  return awaitsBillApproval(order.status) ? 'bill' : null;
};

/**
 * PRODUCT.md §12: while an order waits for the customer's answer, a calm bar on every screen says how long
 * is left and leads to the answer. Not on the screens of that order, which show it themselves.
 * It is a row of the sticky header (lib/header-slot.ts), so a customer deep in a shop's list sees it
 * where they are, and its arrival never moves the page; without a header it stands at the top.
 */
export function AnswerBanner() {
  const slot = useHeaderSlot((s) => s.element);
  const orders = useCustomerOrders();
  const { pathname } = useLocation();
  const t = useOrdersT();
  const waiting = (orders.data ?? [])
    .map((order) => ({ order, kind: waitingKind(order) }))
    .filter((entry): entry is { order: Order; kind: AnswerKind } => entry.kind !== null)
    .sort((a, b) => Date.parse(a.order.answerDeadline ?? '') - Date.parse(b.order.answerDeadline ?? ''));
  const first = waiting[0];
  if (!first) return null;
  const { order, kind } = first;
  const target = kind === 'revision' ? `/revised-order/${order._id}` : `/orders/${order._id}`;
  if (pathname === target || pathname === `/orders/${order._id}`) return null;
  const bar = (
    <section
      aria-label={t('orders.banner.label')}
      className="border-t border-orange-200 bg-orange-50"
      data-testid="answer-banner"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <div className="min-w-0 flex-1 text-sm">
          <p>
            {t(kind === 'revision' ? 'orders.banner.revision' : 'orders.banner.bill', {
              number: displayOrderNumber(order),
            })}
          </p>
          <AnswerCountdown
            deadline={order.answerDeadline}
            ifNoAnswer={order.ifNoAnswer}
            kind={kind}
            className="text-orange-950"
          />
        </div>
        <Link
          to={target}
          aria-label={t(kind === 'revision' ? 'orders.banner.reviewLabel' : 'orders.banner.billLabel')}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800"
        >
          {t(kind === 'revision' ? 'orders.banner.review' : 'orders.banner.seeBill')}
        </Link>
      </div>
    </section>
  );
  return slot ? createPortal(bar, slot) : bar;
}
