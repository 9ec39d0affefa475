import { statusLabel } from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState } from '@jhola/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatINR, formatTime } from '../../../lib/format';
import { useOrderHistory } from '../api/order-history';

const PAGE_SIZE = 20;

/** Finished orders with their totals, newest first, a page at a time (a phone does not load them all). */
export function HistoryList() {
  const [page, setPage] = useState(1);
  const history = useOrderHistory(page, PAGE_SIZE);
  if (history.isPending) return <LoadingState label="Loading your orders..." />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const { orders, total, summary } = history.data;
  if (orders.length === 0) return <EmptyState title="No finished orders yet" />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {summary.delivered} delivered ({formatINR(summary.deliveredValue)}) · {summary.cancelled} cancelled
      </p>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order._id} className="rounded-xl border border-stone-200 bg-white p-3">
            <Link to={`/orders/${order._id}`} className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>
                #{order.orderNumber} · {order.shopId.name}
              </span>
              <span>{formatINR(order.total)}</span>
            </Link>
            <p className="text-sm text-stone-700">
              {statusLabel(order.status)} · {formatTime(order.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          Newer
        </Button>
        <Button
          variant="secondary"
          disabled={page * PAGE_SIZE >= total}
          onClick={() => setPage((p) => p + 1)}
        >
          Older
        </Button>
      </div>
    </div>
  );
}
