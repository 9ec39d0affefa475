import type { ShopChange } from '@jhola/domain';
import { EmptyState, ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useShopChanges } from '../api/shop-changes';
import { useShopChangesT } from '../i18n';

const KINDS = {
  status: 'staffShopChanges.kindStatus',
  hours: 'staffShopChanges.kindHours',
  stock: 'staffShopChanges.kindStock',
  price: 'staffShopChanges.kindPrice',
  suggestion: 'staffShopChanges.kindSuggestion',
} as const;

/** What the change was, in a few words: "Closed: Gone to market", "Out of stock", "₹120 → ₹125.50". */
function useWhat() {
  const t = useShopChangesT();
  const f = useFormat();
  return (change: ShopChange): string => {
    const d = change.detail as Record<string, unknown>;
    if (change.kind === 'status')
      return d.open
        ? t('staffShopChanges.opened')
        : t('staffShopChanges.closed', { reason: String(d.reason ?? '—') });
    if (change.kind === 'stock' || change.kind === 'suggestion')
      return d.hidden
        ? t('staffShopChanges.hidden', { reports: Number(d.reports ?? 0) })
        : d.inStock === true || d.outOfStock === false
          ? t('staffShopChanges.inStock')
          : t('staffShopChanges.outOfStock');
    if (change.kind === 'price') return `${f.money(Number(d.from))} → ${f.money(Number(d.to))}`;
    return t('staffShopChanges.hoursChanged');
  };
}

/** Issue 46: every change owners made to shops (hours, stock, prices, open or closed), who and when. */
export function ShopChangesList() {
  const t = useShopChangesT();
  const f = useFormat();
  const what = useWhat();
  const changes = useShopChanges();
  if (changes.isPending) return <LoadingState label={t('staffShopChanges.loading')} />;
  if (changes.isError) return <ErrorState message={errorMessage(changes.error)} />;
  if (changes.data.length === 0) return <EmptyState title={t('staffShopChanges.none')} />;
  return (
    <ul className="flex flex-col gap-2">
      {changes.data.map((change) => (
        <li key={change._id} className="rounded-xl bg-white p-3 text-sm shadow-sm" data-testid="shop-change">
          <p className="font-semibold break-words">
            {change.shopName}
            {change.productName ? ` · ${change.productName}` : ''}
          </p>
          <p className="break-words">
            {t(KINDS[change.kind])}: {what(change)}
          </p>
          <p className="text-stone-700">
            {t('staffShopChanges.byWhen', {
              who: change.actorName ?? t('staffShopChanges.reports'),
              role: change.actorRole,
              when: f.dateTime(change.at),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
