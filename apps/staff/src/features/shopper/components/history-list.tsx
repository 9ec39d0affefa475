import { statusLabel } from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useOrderHistory } from '../api/order-history';
import { useShopperT } from '../i18n';

const PAGE_SIZE = 20;

/** Finished orders with their totals, newest first, a page at a time (a phone does not load them all). */
export function HistoryList() {
  const t = useShopperT();
  const tDomain = useDomainT();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const history = useOrderHistory(page, PAGE_SIZE);
  if (history.isPending) return <LoadingState label={t('staffShopper.loadingYours')} />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const { orders, total, summary } = history.data;
  const days = summary.days ?? [];
  if (orders.length === 0) return <EmptyState title={t('staffShopper.noneFinished')} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {t('staffShopper.summary', {
          delivered: summary.delivered,
          value: f.money(summary.deliveredValue),
          cancelled: summary.cancelled,
        })}
        {summary.tips ? ` · ${t('staffShopper.summaryTips', { tips: f.money(summary.tips) })}` : null}
      </p>
      {days.length > 0 ? (
        <section aria-labelledby="staff-days" className="rounded-xl border border-stone-200 bg-white p-3">
          <h2 id="staff-days" className="font-semibold">
            {t('staffShopper.daysTitle')}
          </h2>
          <ul className="mt-1 flex flex-col gap-2" data-testid="staff-days">
            {days.map((day) => (
              <li key={day.day} className="text-sm">
                <p className="font-semibold">{f.date(`${day.day}T12:00:00+05:30`)}</p>
                <p>
                  {t('staffShopper.dayLine', {
                    delivered: day.delivered,
                    value: f.money(day.deliveredValue),
                    tips: f.money(day.tips),
                  })}
                </p>
                <p className="text-stone-700">
                  {t('staffShopper.dayMoney', {
                    online: f.money(day.online),
                    cash: f.money(day.cash),
                    upi: f.money(day.upi),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order._id} className="rounded-xl border border-stone-200 bg-white p-3">
            <Link to={`/orders/${order._id}`} className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>
                #{order.orderNumber} · {order.shopId.name}
              </span>
              <span>{f.money(order.total)}</span>
            </Link>
            <p className="text-sm text-stone-700">
              {tDomain(statusLabel(order.status))} · {f.dateTime(order.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('staffShopper.newer')}
        </Button>
        <Button
          variant="secondary"
          disabled={page * PAGE_SIZE >= total}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('staffShopper.older')}
        </Button>
      </div>
    </div>
  );
}
