import {
  awaitsBillApproval,
  canCustomerApproveBill,
  isCancelled,
  isTerminalStatus,
  needsRevisionReview,
  type Order,
} from '@jhola/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useOrdersT } from '../i18n';
import { displayOrderNumber, formatAddress, formatOrderDate } from '../lib/format-order';
import { cancelReasonText } from '../lib/reason-text';
import { ApproveBillButton } from './approve-bill-button';
import { BillDialog } from './bill-dialog';
import { OrderAgainButton } from './order-again-button';
import { OrderBreakdown } from './order-breakdown';
import { OrderItemLines } from './order-item-lines';
import { StatusBadge } from './status-badge';

const linkButton = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold';

export function OrderCard({ order }: { order: Order }) {
  const [billOpen, setBillOpen] = useState(false);
  const t = useOrdersT();
  const number = displayOrderNumber(order);
  return (
    <article
      aria-labelledby={`order-${order._id}`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`order-${order._id}`} className="font-bold">
            {t('orders.orderNumber', { number })}
          </h2>
          <p className="text-sm text-stone-600">{formatOrderDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {order.unreadMessages ? (
            <Link
              to={`/orders/${order._id}`}
              data-testid="unread-messages"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-3 text-sm font-semibold text-white"
            >
              {t('orders.card.unreadMessages', { count: order.unreadMessages })}
            </Link>
          ) : null}
          <StatusBadge status={order.status} />
        </div>
      </header>
      {isCancelled(order.status) ? (
        <p className="mt-2 break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('orders.reason', { reason: cancelReasonText(order) })}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-3">
        <dt className="font-medium text-stone-600">{t('orders.shop')}</dt>
        <dd>{order.shopId?.name || t('orders.shop')}</dd>
        <dt className="font-medium text-stone-600">{t('orders.deliveryAddress')}</dt>
        <dd className="break-words">{formatAddress(order.deliveryAddress)}</dd>
      </dl>
      <div className="mt-3 border-t border-stone-100 pt-3">
        <OrderItemLines order={order} />
      </div>
      <div className="mt-3 border-t border-stone-100 pt-3">
        <OrderBreakdown order={order} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/orders/${order._id}`}
          className={`${linkButton} border border-stone-300 text-stone-800 hover:bg-stone-100`}
          aria-label={t('orders.card.viewDetailsLabel', { number })}
        >
          {t('orders.card.viewDetails')}
        </Link>
        {needsRevisionReview(order.status) ? (
          <Link to={`/revised-order/${order._id}`} className={`${linkButton} bg-orange-700 text-white`}>
            {t('orders.card.reviewChanges')}
          </Link>
        ) : null}
        {awaitsBillApproval(order.status) ? (
          <Button variant="secondary" onClick={() => setBillOpen(true)}>
            {t('orders.viewBill')}
          </Button>
        ) : null}
        <ApproveBillButton orderId={order._id} canApprove={canCustomerApproveBill(order.status)} />
      </div>
      {isTerminalStatus(order.status) ? (
        <div className="mt-3">
          <OrderAgainButton order={order} />
        </div>
      ) : null}
      {billOpen ? <BillDialog order={order} onClose={() => setBillOpen(false)} /> : null}
    </article>
  );
}
