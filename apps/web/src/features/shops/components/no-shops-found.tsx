import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useShopsT } from '../i18n';

/** PRODUCT.md §2 empty state of the shop list: Try Again and Clear Filters. */
export function NoShopsFound({
  busy,
  onRetry,
  onClear,
}: {
  busy: boolean;
  onRetry(): void;
  onClear(): void;
}) {
  const t = useShopsT();
  return (
    <EmptyState title={t('shops.noShopsFound')}>
      <p className="w-full text-stone-600">{t('shops.noShopMatches')}</p>
      <Button variant="secondary" onClick={onRetry} busy={busy} busyLabel={t('shops.trying')}>
        {t('shops.tryAgain')}
      </Button>
      <Button onClick={onClear}>{t('shops.clearFilters')}</Button>
    </EmptyState>
  );
}
