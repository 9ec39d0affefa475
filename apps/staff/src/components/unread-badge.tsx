import { useCommonT } from './i18n';

/** Issue 29: an order's messages from the customer that no one on the staff side has read yet. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const t = useCommonT();
  if (!count) return null;
  return (
    <span
      data-testid="unread-messages"
      className="rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white"
    >
      {t('staffCommon.newMessages', { count })}
    </span>
  );
}
