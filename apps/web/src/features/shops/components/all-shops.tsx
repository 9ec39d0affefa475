import { sortShopsForHome } from '@jhola/domain';
import { useMemo } from 'react';
import { type ShopFilters, useShops } from '../api/get-shops';
import { useShopsT } from '../i18n';
import { NoShopsFound } from './no-shops-found';
import { SampleShops } from './sample-shops';
import { ShopCard } from './shop-card';
import { ShopGrid } from './shop-grid';
import { ShopGridSkeleton } from './skeletons';

interface Props {
  filters: ShopFilters;
  hasFilters: boolean;
  onClear(): void;
}

/** No place chosen yet: every shop, in the spec's order, with a nudge to choose a place. */
export function AllShops({ filters, hasFilters, onClear }: Props) {
  const t = useShopsT();
  const shops = useShops(filters);
  const sorted = useMemo(() => sortShopsForHome(shops.data?.shops ?? []), [shops.data]);
  const retry = () => void shops.refetch();

  if (shops.isPending) return <ShopGridSkeleton label={t('shops.loadingShops')} />;
  if (shops.isError) return <SampleShops reason="failed" onRetry={retry} />;
  if (sorted.length === 0 && !hasFilters) return <SampleShops reason="empty" onRetry={retry} />;
  if (sorted.length === 0) return <NoShopsFound busy={shops.isFetching} onRetry={retry} onClear={onClear} />;
  return (
    <>
      <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('shops.choosePlace')}</p>
      <p role="status" className="sr-only">
        {t('shops.shopsFound', { count: sorted.length })}
      </p>
      <ShopGrid busy={shops.isPlaceholderData}>
        {sorted.map((shop, i) => (
          <li key={shop._id}>
            <ShopCard shop={shop} priority={i < 2} />
          </li>
        ))}
      </ShopGrid>
    </>
  );
}
