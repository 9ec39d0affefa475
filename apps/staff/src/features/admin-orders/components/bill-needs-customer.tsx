import { billNeedsCustomer, type Order } from '@jhola/domain';
import { useAdminOrdersT } from '../i18n';

/**
 * PRODUCT.md §13: a bill that differs from the approved items is never approved automatically; it
 * waits for the customer however long it takes, so the board marks it for someone to follow up.
 */
export function BillNeedsCustomer({ order }: { order: Order }) {
  const t = useAdminOrdersT();
  if (!billNeedsCustomer(order)) return null;
  return (
    <span className="mt-1 self-start rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      {t('staffAdminOrders.billDiffers')}
    </span>
  );
}
