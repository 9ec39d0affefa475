import type { Order } from '@jhola/domain';
import { orderItemLines } from '../lib/format-order';

export function OrderItemLines({ order }: { order: Pick<Order, '_id' | 'items' | 'total'> }) {
  return (
    <ul className="space-y-1 text-sm" aria-label="Items">
      {orderItemLines(order).map((line) => (
        <li key={line.key} className="flex justify-between gap-4">
          <span className="min-w-0 break-words">{line.label}</span>
          <span className="shrink-0">{line.amount}</span>
        </li>
      ))}
    </ul>
  );
}
