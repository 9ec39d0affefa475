import { useOnline } from '../../../lib/online';
import { useOrdersT } from '../i18n';
import { formatOrderDate } from '../lib/format-order';

/**
 * Issue 19: offline, the orders on screen are the copy this browser kept; say when it was last updated
 * (the query's `dataUpdatedAt`) and that nothing can be changed until the network is back.
 */
export function LastSeenNote({ updatedAt, className = '' }: { updatedAt: number; className?: string }) {
  const online = useOnline();
  const t = useOrdersT();
  if (online || updatedAt === 0) return null;
  return (
    <p
      className={`${className} rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950`}
    >
      {t('orders.offline.lastSeen', { date: formatOrderDate(updatedAt) })}
    </p>
  );
}
